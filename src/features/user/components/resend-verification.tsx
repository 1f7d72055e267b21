// "Resend verification email" with a 60 s cooldown (reference §2.4).
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useToast } from '@/components/toast-provider';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { resendVerificationEmail } from '@/features/auth/api';

export const RESEND_COOLDOWN_S = 60;

export function ResendVerification() {
  const message = useToast();
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
      message.success(res.message || 'Verification email sent. Please check your inbox.');
      setSeconds(RESEND_COOLDOWN_S);
    } catch (err) {
      message.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={seconds > 0}>
      Resend verification email
      {seconds > 0 ? <span> ({seconds}s)</span> : null}
    </Button>
  );
}
