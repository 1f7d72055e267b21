// Wallet top-up (reference §2.3 /wallet, §5.4): an amount within the site's limits, an optional coupon
// (Apply shows the discount and the total), a saved card, and BUY NOW. The card is charged the total; the
// wallet receives the full amount. The confirmation card asks the payer before anything is charged.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  Result,
  Space,
  Spin,
  Statistic,
  Typography,
} from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { discounted, formatExact } from '@/lib/money';
import { selectSettings } from '@/features/settings/settings-slice';
import { selectCurrentUser } from '@/features/user/user-slice';
import {
  couponCleared,
  couponRequested,
  paymentConfirmRequested,
  paymentReset,
  selectWallet,
  topUpRequested,
} from '../wallet-slice';
import { CardPicker } from './card-picker';
import { ConfirmStep } from './card-entry';
import { useMoneyIntent } from './money-intent';
import { TestModeNote } from './test-mode-note';

export function topUpProblem(amount: number | null, min: number, max: number): string | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'Please enter an amount';
  if (amount < min) return `Minimum top-up amount is ${formatExact(min)}`;
  if (amount > max) return `Maximum top-up amount is ${formatExact(max)}`;
  return null;
}

export function TopUpForm() {
  const dispatch = useAppDispatch();
  const { payment, coupon: couponState } = useAppSelector(selectWallet);
  const coupon = couponState.applied;
  const { minimumWalletPrice, maximumWalletPrice, paymentGateway } = useAppSelector(selectSettings);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(payment.status);
  const confirmKey = useMoneyIntent(payment.status === 'confirm' ? 'idle' : payment.status);
  const [amount, setAmount] = useState<number | null>(20);
  const [cardId, setCardId] = useState('');
  const [code, setCode] = useState('');

  const problem = topUpProblem(amount, minimumWalletPrice, maximumWalletPrice);
  const total = amount && !problem ? (coupon ? discounted(amount, coupon.value) : amount) : 0;
  const paying = payment.status === 'paying' && payment.purpose === 'topup';
  const confirming = payment.status === 'confirm' && payment.purpose === 'topup';
  const done = payment.status === 'success' && payment.purpose === 'topup';

  if (done && payment.result) {
    return (
      <Result
        status="success"
        title={`${formatExact(payment.result.creditAmount)} added to your wallet`}
        subTitle={`Your card was charged ${formatExact(payment.result.totalPrice)}. Your balance is now ${formatExact(user?.balance ?? 0)}.`}
        extra={
          <Button type="primary" onClick={() => dispatch(paymentReset())}>
            Top up again
          </Button>
        }
      />
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Statistic title="Your wallet balance" value={formatExact(user?.balance ?? 0)} />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
          Your wallet pays for tips, pay-per-view posts, videos, galleries and products. Wallet money cannot
          be withdrawn or refunded to your card; a creator who deletes something you bought refunds it to your
          wallet.
        </Typography.Paragraph>
      </Card>
      <Card title="Top up">
        <TestModeNote />
        <label htmlFor="topup-amount" style={{ display: 'block', marginBottom: 4 }}>
          Amount (USD, {formatExact(minimumWalletPrice)} to {formatExact(maximumWalletPrice)})
        </label>
        <InputNumber
          id="topup-amount"
          min={minimumWalletPrice}
          max={maximumWalletPrice}
          precision={2}
          value={amount}
          onChange={(v) => setAmount(typeof v === 'number' ? v : null)}
          style={{ width: '100%', maxWidth: 240 }}
        />
        {problem && problem !== 'Please enter an amount' ? (
          <Typography.Paragraph type="danger">{problem}</Typography.Paragraph>
        ) : null}
        <label htmlFor="topup-coupon" style={{ display: 'block', margin: '16px 0 4px' }}>
          Coupon code
        </label>
        <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
          <Input
            id="topup-coupon"
            value={code}
            maxLength={50}
            onChange={(e) => {
              setCode(e.target.value);
              if (coupon || couponState.error) dispatch(couponCleared());
            }}
          />
          <Button
            onClick={() => dispatch(couponRequested({ code }))}
            loading={couponState.checking}
            disabled={!code.trim()}
          >
            Apply
          </Button>
        </Space.Compact>
        {coupon ? (
          <Typography.Paragraph type="success" role="status" style={{ marginTop: 4 }}>
            Discount {Math.round(coupon.value * 100)}%
          </Typography.Paragraph>
        ) : null}
        {couponState.error ? (
          <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 4 }}>
            {couponState.error}
          </Typography.Paragraph>
        ) : null}
        <div style={{ margin: '16px 0 4px' }}>Pay with</div>
        <CardPicker value={cardId} onChange={setCardId} />
        <Descriptions column={1} size="small" bordered style={{ marginTop: 16, maxWidth: 420 }}>
          <Descriptions.Item label="Added to your wallet">
            {amount && !problem ? formatExact(amount) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Charged to your card">
            {total ? formatExact(total) : '—'}
          </Descriptions.Item>
        </Descriptions>
        {confirming ? (
          <ConfirmStep
            amount={formatExact(payment.pending?.totalPrice ?? total)}
            clientSecret={payment.pending?.clientSecret ?? ''}
            onAnswer={(approve) => dispatch(paymentConfirmRequested({ intentKey: confirmKey, approve }))}
          />
        ) : null}
        {payment.status === 'failed' && payment.purpose === 'topup' && payment.error ? (
          <Alert type="error" showIcon role="alert" style={{ marginTop: 16 }} message={payment.error} />
        ) : null}
        <div style={{ marginTop: 16 }}>
          <Button
            type="primary"
            size="large"
            loading={paying}
            disabled={Boolean(problem) || !cardId || confirming}
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
          </Button>
          {paying ? (
            <Space style={{ marginLeft: 12 }} role="status">
              <Spin size="small" />
              <span>Processing your payment…</span>
            </Space>
          ) : null}
        </div>
      </Card>
    </Space>
  );
}
