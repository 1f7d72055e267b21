// The card form of the active gateway: the sandbox's test-card form, or Stripe Elements (loaded only then).
// Likewise the confirmation step: the sandbox's Confirm / Cancel buttons, or Stripe's 3-D Secure.
import dynamic from 'next/dynamic';
import { Alert, Button, Space } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings/settings-slice';
import { CardForm } from './card-form';

const StripeCardForm = dynamic(() => import('./stripe-card-form').then((m) => m.StripeCardForm), {
  ssr: false,
});
const StripeConfirmStep = dynamic(() => import('./stripe-card-form').then((m) => m.StripeConfirmStep), {
  ssr: false,
});

export function CardEntry({ onSaved }: { onSaved?: () => void }) {
  const { paymentGateway } = useAppSelector(selectSettings);
  return paymentGateway === 'stripe' ? <StripeCardForm onSaved={onSaved} /> : <CardForm onSaved={onSaved} />;
}

export function ConfirmStep({
  amount,
  clientSecret,
  onAnswer,
}: {
  amount: string;
  clientSecret: string;
  onAnswer: (approved: boolean) => void;
}) {
  const { paymentGateway } = useAppSelector(selectSettings);
  if (paymentGateway === 'stripe') return <StripeConfirmStep clientSecret={clientSecret} onDone={onAnswer} />;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 12 }}
      message="Your bank asks you to confirm this payment"
      description={`Confirm the charge of ${amount}, or cancel it: nothing is charged until you confirm.`}
      action={
        <Space direction="vertical">
          <Button type="primary" onClick={() => onAnswer(true)}>
            Confirm payment
          </Button>
          <Button onClick={() => onAnswer(false)}>Cancel payment</Button>
        </Space>
      }
    />
  );
}
