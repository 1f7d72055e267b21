// "Verify your email" alert of the home page (reference §6.4) with the 60 s resend cooldown, antd-free.
import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { useNotify } from '@/components/notify';
import { resendVerificationEmail } from '@/features/auth/api';
import styles from './feed.module.css';

// same cooldown as the account pages' resend button (that one is antd)
const RESEND_COOLDOWN_S = 60;

export function VerifyEmailAlert() {
  const notify = useNotify();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  const send = async () => {
    setSending(true);
    try {
      const res = await resendVerificationEmail();
      void notify.success(res.message || 'Verification email sent. Please check your inbox.');
      setSeconds(RESEND_COOLDOWN_S);
    } catch (err) {
      void notify.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

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
