// Tipping (reference §5.3): presets $10 … $1000, any amount within the site's limits, an optional note. The
// wallet pays; a short balance gets the contract's message and a way to the wallet.
import { useState } from 'react';
import { Avatar, Button, Input, InputNumber, Result, Space, Typography } from 'antd';
import { Modal } from '@/components/modal';
import { DEFAULT_AVATAR } from '@/config/constants';
import { balanceAfter, formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings/settings-slice';
import { selectCurrentUser } from '@/features/user/user-slice';
import { selectWallet, tipDialogClosed, tipRequested } from '../wallet-slice';
import { useMoneyIntent } from './money-intent';
import { INSUFFICIENT, MoneyAlert } from './money-alert';

export const TIP_PRESETS = [10, 20, 50, 100, 200, 300, 400, 500, 1000] as const;

export function tipProblem(amount: number | null, min: number, max: number, balance: number): string | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'Please enter an amount';
  if (Math.round(amount * 100) !== amount * 100 && Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    return 'Use at most two decimals';
  if (amount < min) return `Minimum tip amount is ${formatExact(min)}`;
  if (amount > max) return `Maximum tip amount is ${formatExact(max)}`;
  if (balanceAfter(balance, amount) < 0) return INSUFFICIENT;
  return null;
}

export function TipDialog() {
  const dispatch = useAppDispatch();
  const { tip } = useAppSelector(selectWallet);
  const { minimumTipPrice, maximumTipPrice } = useAppSelector(selectSettings);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(tip.status);
  const [amount, setAmount] = useState<number | null>(Math.max(10, minimumTipPrice));
  const [message, setMessage] = useState('');
  const target = tip.target;
  if (!target) return null;
  const balance = user?.balance ?? 0;
  const problem = tipProblem(amount, minimumTipPrice, maximumTipPrice, balance);
  const paying = tip.status === 'paying';
  const done = tip.status === 'success';
  const close = () => dispatch(tipDialogClosed());
  return (
    <Modal
      open
      title={done ? 'Thank you for the tip' : `Send a tip to ${target.name}`}
      onCancel={paying ? undefined : close}
      closable={!paying}
      destroyOnHidden
      centered
      footer={
        done
          ? [
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={paying}>
                Cancel
              </Button>,
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
                Send {amount && !problem ? formatExact(amount) : 'tip'}
              </Button>,
            ]
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
                type={amount === p ? 'primary' : 'default'}
                aria-pressed={amount === p}
                onClick={() => setAmount(p)}
              >
                ${p}
              </Button>
            ))}
          </div>
          <label htmlFor="tip-amount" style={{ display: 'block', marginBottom: 4 }}>
            Amount (USD)
          </label>
          <InputNumber
            id="tip-amount"
            min={minimumTipPrice}
            max={maximumTipPrice}
            step={1}
            precision={2}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : null)}
            style={{ width: '100%' }}
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
            {amount && !problem ? ` · after this tip: ${formatExact(balanceAfter(balance, amount))}` : ''}
          </Typography.Paragraph>
          {problem && problem !== 'Please enter an amount' ? (
            <MoneyAlert type="info" message={problem} onLeave={close} />
          ) : null}
          {tip.status === 'failed' && tip.error ? <MoneyAlert message={tip.error} onLeave={close} /> : null}
        </>
      )}
    </Modal>
  );
}
