// "Verify your email" alert of the home page (reference §6.4) with the 60 s resend cooldown, antd-free.
import { useNotify } from '@/components/notify';
import { useResendVerification } from '@/features/user';
import styles from './feed-list.module.css';

export function VerifyEmailAlert() {
  const { seconds, sending, send } = useResendVerification(useNotify());

  return (
    <div className={styles.alert} role="alert">
      <h2>Please verify your email address</h2>
      <p>We sent you a verification link. Check your inbox, or send it again.</p>
      <div>
        <button
          type="button"
          className={styles.btn}
          onClick={() => void send()}
          disabled={sending || seconds > 0}
        >
          Resend verification email
          {seconds > 0 ? <span> ({seconds}s)</span> : null}
        </button>
      </div>
    </div>
  );
}
