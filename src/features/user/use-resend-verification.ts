// "Resend verification email" with its 60 s cooldown (reference §2.4, §6.4): the logic behind the account
// pages' antd button and the home page's antd-free alert, which each bring their own way of telling the user.
import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { resendVerificationEmail } from './api';

const RESEND_COOLDOWN_S = 60;

interface Notifier {
  success: (message: string) => unknown;
  error: (message: string) => unknown;
}

export function useResendVerification(notify: Notifier) {
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

  return { seconds, sending, send };
}
