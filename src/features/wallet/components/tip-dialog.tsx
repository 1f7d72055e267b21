// Tipping (reference §5.3): presets $10 … $1000, any amount within the site's limits (the shared amount field:
// what is typed stays, and the Send button names only an amount that can be sent), an optional note. The
// wallet pays; a short balance gets the contract's message and a way to the wallet.
import { useState } from 'react';
import { Avatar, Button, Input, Result, Space, Typography } from 'antd';
import { AmountField, amountProblem, parseAmount } from '@/components/amount-field';
import { DEFAULT_AVATAR } from '@/config/constants';
import { balanceAfter, formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { selectCurrentUser } from '@/features/user';
import { selectPurchaseDialogs } from '../purchase-dialogs-slice';
import { tipDialogClosed, tipRequested } from '../purchase-dialogs-slice';
import { useMoneyIntent } from './money-intent';
import { INSUFFICIENT, MoneyAlert } from './money-alert';
import { PurchaseModal } from './purchase-modal';
import { useFeature } from '@/store/use-feature';
import { purchaseDialogsFeature } from '../purchase-dialogs-feature';

export const TIP_PRESETS = [10, 20, 50, 100, 200, 300, 400, 500, 1000] as const;

/** Why the typed tip cannot be sent: the field's own problem first, then the wallet. */
export function tipProblem(text: string, min: number, max: number, balance: number): string | null {
  const problem = amountProblem(text, { min, max, noun: 'tip' });
  if (problem) return problem;
  return balanceAfter(balance, parseAmount(text) ?? 0) < 0 ? INSUFFICIENT : null;
}

export function TipDialog() {
  useFeature(purchaseDialogsFeature);
  const dispatch = useAppDispatch();
  const { tip } = useAppSelector(selectPurchaseDialogs);
  const { minimumTipPrice, maximumTipPrice } = useAppSelector(selectSettings);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(tip.status);
  const [text, setText] = useState(() => String(Math.max(10, minimumTipPrice)));
  const [message, setMessage] = useState('');
  const target = tip.target;
  if (!target) return null;
  const balance = user?.balance ?? 0;
  const fieldProblem = amountProblem(text, { min: minimumTipPrice, max: maximumTipPrice, noun: 'tip' });
  const problem = tipProblem(text, minimumTipPrice, maximumTipPrice, balance);
  const amount = problem ? null : parseAmount(text);
  const paying = tip.status === 'paying';
  const done = tip.status === 'success';
  const close = () => dispatch(tipDialogClosed());
  return (
    <PurchaseModal
      title={done ? 'Thank you for the tip' : `Send a tip to ${target.name}`}
      done={done}
      paying={paying}
      close={close}
      pay={
        <Button
          key="send"
          type="primary"
          loading={paying}
          disabled={Boolean(problem)}
          onClick={() =>
            dispatch(
              tipRequested({
                intentKey,
                price: amount as number,
                ...(message.trim() ? { message: message.trim() } : {}),
              }),
            )
          }
        >
          Send {amount !== null ? formatExact(amount) : 'tip'}
        </Button>
      }
    >
      {done ? (
        <Result
          status="success"
          title={`${formatExact(tip.charge?.totalPrice ?? amount ?? 0)} sent to ${target.name}`}
          subTitle="It was paid from your wallet."
        />
      ) : (
        <>
          <Space align="center" style={{ marginBottom: 12 }}>
            <Avatar src={target.avatar || DEFAULT_AVATAR} size={48} alt="" />
            <Typography.Text strong>{target.name}</Typography.Text>
          </Space>
          <div
            role="group"
            aria-label="Amount presets"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}
          >
            {TIP_PRESETS.filter((p) => p >= minimumTipPrice && p <= maximumTipPrice).map((p) => (
              <Button
                key={p}
                type={parseAmount(text) === p ? 'primary' : 'default'}
                aria-pressed={parseAmount(text) === p}
                onClick={() => setText(String(p))}
              >
                ${p}
              </Button>
            ))}
          </div>
          <AmountField
            id="tip-amount"
            label="Amount (USD)"
            text={text}
            onChange={setText}
            problem={fieldProblem}
          />
          <label htmlFor="tip-message" style={{ display: 'block', margin: '12px 0 4px' }}>
            Message (optional)
          </label>
          <Input.TextArea
            id="tip-message"
            maxLength={200}
            showCount
            rows={2}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Your wallet: {formatExact(balance)}
            {amount !== null ? ` · after this tip: ${formatExact(balanceAfter(balance, amount))}` : ''}
          </Typography.Paragraph>
          {problem === INSUFFICIENT ? <MoneyAlert message={problem} onLeave={close} /> : null}
          {tip.status === 'failed' && tip.error ? <MoneyAlert message={tip.error} onLeave={close} /> : null}
        </>
      )}
    </PurchaseModal>
  );
}
