// One Idempotency-Key per user intent: kept across retries of the same click, renewed once the intent has an
// answer (success, or a refusal the user will act on), so the next click is a new payment.
import { useEffect } from 'react';
import { useIntent } from '@/lib/use-intent';
import type { PaymentProgress } from '../checkout-slice';

export function useMoneyIntent(status: PaymentProgress): string {
  const [intentKey, renew] = useIntent();
  useEffect(() => {
    if (status === 'success' || status === 'failed') renew();
  }, [status, renew]);
  return intentKey;
}
