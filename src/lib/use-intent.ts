import { useCallback, useState } from 'react';
import { newIntentId } from './idempotency';

/** The current intent id of a form, and `renew` to call once what it made was created. */
export function useIntent(): [string, () => void] {
  const [intentId, setIntentId] = useState(newIntentId);
  const renew = useCallback(() => setIntentId(newIntentId()), []);
  return [intentId, renew];
}
