// The card form of the active gateway: the sandbox's test-card form, or Stripe Elements (loaded only then).
// Likewise the confirmation step: the sandbox's Confirm / Cancel buttons, or Stripe's 3-D Secure. antd-free.
import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { CardForm } from './card-form';
import styles from './money.module.css';

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
    <div className={`${styles.alert} ${styles.info}`} role="group" aria-label="Confirm this payment">
      <strong>Your bank asks you to confirm this payment</strong>
      <p style={{ margin: '4px 0 8px' }}>
        Confirm the charge of {amount}, or cancel it: nothing is charged until you confirm.
      </p>
      <div className={styles.row}>
        <button type="button" className={`${styles.btn} ${styles.primary}`} onClick={() => onAnswer(true)}>
          Confirm payment
        </button>
        <button type="button" className={styles.btn} onClick={() => onAnswer(false)}>
          Cancel payment
        </button>
      </div>
    </div>
  );
}
