// Wherever a card is shown or taken in sandbox mode: no one may think real money moves. antd-free.
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import styles from './money.module.css';

export function TestModeNote() {
  const { paymentGateway } = useAppSelector(selectSettings);
  if (paymentGateway !== 'sandbox') return null;
  return (
    <div role="note" className={`${styles.alert} ${styles.warning}`}>
      <strong>Test mode — no real money moves</strong>
      Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you
      to confirm. Any future expiry date and any 3-digit CVC.
    </div>
  );
}
