// A message in a wallet dialog; the short-wallet one (the contract's wording) carries its way to the wallet.
import { Link } from '@/components/link';
import { Alert } from 'antd';
import { paths } from '@/config/paths';

export const INSUFFICIENT = 'You have an insufficient wallet balance. Please top up.';

export function MoneyAlert({
  message,
  type = 'error',
  onLeave,
}: {
  message: string;
  type?: 'error' | 'warning' | 'info';
  onLeave: () => void;
}) {
  const short = message === INSUFFICIENT;
  return (
    <Alert
      type={short ? 'warning' : type}
      showIcon
      role="alert"
      style={{ marginTop: 12 }}
      message={message}
      action={
        short ? (
          <Link href={paths.wallet} onClick={onLeave}>
            Top up
          </Link>
        ) : undefined
      }
    />
  );
}
