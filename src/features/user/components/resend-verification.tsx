// "Resend verification email" with a 60 s cooldown (reference §2.4). antd-free: it sits on plain pages (the
// account pages) and antd ones (the email-verified result) alike.
import { useNotify } from '@/components/notify';
import controls from '@/components/plain-controls.module.css';
import { useResendVerification } from '../use-resend-verification';

export function ResendVerification() {
  const { seconds, sending, send } = useResendVerification(useNotify());

  return (
    <button
      type="button"
      className={`${controls.btn} ${controls.small}`}
      onClick={send}
      aria-busy={sending}
      disabled={sending || seconds > 0}
    >
      Resend verification email
      {seconds > 0 ? <span> ({seconds}s)</span> : null}
    </button>
  );
}
