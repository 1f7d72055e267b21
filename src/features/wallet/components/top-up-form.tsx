// Wallet top-up (reference §2.3 /wallet, §5.4): an amount within the site's limits, an optional coupon
// (Apply shows the discount and the total; a refused coupon, at Apply or at BUY NOW, says why under its
// field), a saved card, and BUY NOW. The card is charged the total; the
// wallet receives the full amount. The confirmation card asks the payer before anything is charged.
// antd-free: /wallet keeps its first-load JS within the budget.
import { useState } from 'react';
import { AmountField, amountProblem, useAmount } from '@/components/amount-field';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { discounted, formatExact } from '@/lib/money';
import { selectSettings } from '@/features/settings';
import { selectCurrentUser } from '@/features/user';
import {
  couponCleared,
  couponRequested,
  paymentConfirmRequested,
  paymentReset,
  topUpRequested,
} from '../checkout-slice';
import { selectCheckout } from '../checkout-slice';
import { CardPicker } from './card-picker';
import { ConfirmStep } from './card-entry';
import { useMoneyIntent } from './money-intent';
import { TestModeNote } from './test-mode-note';
import styles from './money.module.css';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '../checkout-feature';

export const topUpProblem = (text: string, min: number, max: number) =>
  amountProblem(text, { min, max, noun: 'top-up' });

export function TopUpForm() {
  useFeature(checkoutFeature);
  const dispatch = useAppDispatch();
  const { payment, coupon: couponState } = useAppSelector(selectCheckout);
  const coupon = couponState.applied;
  const { minimumWalletPrice, maximumWalletPrice, paymentGateway } = useAppSelector(selectSettings);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(payment.status);
  const confirmKey = useMoneyIntent(payment.status === 'confirm' ? 'idle' : payment.status);
  const { text, setText, amount, problem } = useAmount('20', {
    min: minimumWalletPrice,
    max: maximumWalletPrice,
    noun: 'top-up',
  });
  const [cardId, setCardId] = useState('');
  const [code, setCode] = useState('');

  const total = amount !== null ? (coupon ? discounted(amount, coupon.value) : amount) : 0;
  const paying = payment.status === 'paying' && payment.purpose === 'topup';
  const confirming = payment.status === 'confirm' && payment.purpose === 'topup';
  const done = payment.status === 'success' && payment.purpose === 'topup';
  const balance = (
    <section className={styles.card} aria-labelledby="wallet-balance">
      <div id="wallet-balance" className={styles.muted}>
        Your wallet balance
      </div>
      <div className={styles.balance} role="status" aria-labelledby="wallet-balance">
        {formatExact(user?.balance ?? 0)}
      </div>
      <p className={styles.muted} style={{ margin: 0 }}>
        Your wallet pays for tips, pay-per-view posts, videos, galleries and products. Wallet money cannot be
        withdrawn or refunded to your card; a creator who deletes something you bought refunds it to your
        wallet.
      </p>
    </section>
  );

  if (done && payment.result) {
    return (
      <>
        {balance}
        <section className={`${styles.card} ${styles.result}`} role="status">
          <h2>{formatExact(payment.result.creditAmount)} added to your wallet</h2>
          <p>
            Your card was charged {formatExact(payment.result.totalPrice)}. Your balance is now{' '}
            {formatExact(user?.balance ?? 0)}.
          </p>
          <button
            type="button"
            className={`${styles.btn} ${styles.primary}`}
            onClick={() => dispatch(paymentReset())}
          >
            Top up again
          </button>
        </section>
      </>
    );
  }

  return (
    <>
      {balance}
      <section className={styles.card} aria-labelledby="topup-heading">
        <h2 id="topup-heading">Top up</h2>
        <TestModeNote />
        <AmountField
          id="topup-amount"
          label={`Amount (USD, ${formatExact(minimumWalletPrice)} to ${formatExact(maximumWalletPrice)})`}
          text={text}
          onChange={setText}
          problem={problem}
        />
        <label className={styles.field} htmlFor="topup-coupon">
          <span>Coupon code</span>
          <span className={styles.row}>
            <input
              id="topup-coupon"
              className={styles.input}
              value={code}
              maxLength={50}
              aria-invalid={couponState.error ? true : undefined}
              aria-describedby={couponState.error ? 'topup-coupon-error' : undefined}
              style={{ maxWidth: 220 }}
              onChange={(e) => {
                setCode(e.target.value);
                if (coupon || couponState.error) dispatch(couponCleared());
              }}
            />
            <button
              type="button"
              className={styles.btn}
              onClick={() => dispatch(couponRequested({ code }))}
              disabled={!code.trim() || couponState.checking}
            >
              Apply
            </button>
          </span>
        </label>
        {coupon ? (
          <p role="status" style={{ color: '#389e0d', marginTop: -8 }}>
            Discount {Math.round(coupon.value * 100)}%
          </p>
        ) : null}
        {couponState.error ? (
          <p id="topup-coupon-error" role="alert" style={{ color: '#cf1322', marginTop: -8 }}>
            {couponState.error}
          </p>
        ) : null}
        <CardPicker value={cardId} onChange={setCardId} />
        <table className={styles.summary}>
          <tbody>
            <tr>
              <th scope="row">Added to your wallet</th>
              <td>{amount !== null ? formatExact(amount) : '—'}</td>
            </tr>
            <tr>
              <th scope="row">Charged to your card</th>
              <td>{total ? formatExact(total) : '—'}</td>
            </tr>
          </tbody>
        </table>
        {confirming ? (
          <ConfirmStep
            amount={formatExact(payment.pending?.totalPrice ?? total)}
            clientSecret={payment.pending?.clientSecret ?? ''}
            onAnswer={(approve) => dispatch(paymentConfirmRequested({ intentKey: confirmKey, approve }))}
          />
        ) : null}
        {payment.status === 'failed' && payment.purpose === 'topup' && payment.error ? (
          <div role="alert" className={`${styles.alert} ${styles.error}`}>
            {payment.error}
          </div>
        ) : null}
        <div className={styles.row} style={{ marginTop: 8 }}>
          <button
            type="button"
            className={`${styles.btn} ${styles.primary}`}
            disabled={Boolean(problem) || !cardId || confirming || paying}
            aria-busy={paying || undefined}
            onClick={() =>
              dispatch(
                topUpRequested({
                  intentKey,
                  input: {
                    amount: amount as number,
                    paymentGateway,
                    cardId,
                    ...(coupon ? { couponCode: coupon.code } : {}),
                  },
                }),
              )
            }
          >
            BUY NOW
          </button>
          {paying ? <span role="status">Processing your payment…</span> : null}
        </div>
      </section>
    </>
  );
}
