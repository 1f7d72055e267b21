// Wherever a card is shown or taken in sandbox mode: no one may think real money moves.
import { Alert } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings/settings-slice';

export function TestModeNote() {
  const { paymentGateway } = useAppSelector(selectSettings);
  if (paymentGateway !== 'sandbox') return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      message="Test mode — no real money moves"
      description="Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you to confirm. Any future expiry date and any 3-digit CVC."
      style={{ marginBottom: 12 }}
    />
  );
}
