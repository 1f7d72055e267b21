// "Resend verification email" with a 60 s cooldown (reference §2.4).
import { Button } from 'antd';
import { useToast } from '@/components/toast-provider';
import { useResendVerification } from '../use-resend-verification';

export function ResendVerification() {
  const { seconds, sending, send } = useResendVerification(useToast());

  return (
    <Button onClick={send} loading={sending} disabled={seconds > 0}>
      Resend verification email
      {seconds > 0 ? <span> ({seconds}s)</span> : null}
    </Button>
  );
}
