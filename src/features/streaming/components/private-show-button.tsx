// A subscribed fan asks a creator for a private 1:1 show (issue 12), with the price per started minute and a
// confirmation first; the request opens the show's waiting page.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { useIntent } from '@/lib/use-intent';
import * as api from '../api';
import { PlainDialog } from '@/components/plain-dialog';
import styles from './live.module.css';

interface Props {
  performerId: string;
  name: string;
  pricePerMinute: number;
  balance: number;
}

export function PrivateShowButton({ performerId, name, pricePerMinute, balance }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [intentKey, renewIntent] = useIntent();
  const short = balance < pricePerMinute;
  const request = async () => {
    setBusy(true);
    setError('');
    try {
      const show = await api.requestPrivateShow(performerId, intentKey);
      renewIntent();
      void router.push(`/streaming/private/${encodeURIComponent(show.conversationId)}`);
    } catch (err) {
      setError(toApiError(err, 'Could not send the request').message);
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.btn} onClick={() => setOpen(true)}>
        Private show · {formatExact(pricePerMinute)}/min
      </button>
      <PlainDialog
        open={open}
        title={`Request a private show with ${name}?`}
        confirmLabel="Send request"
        busy={busy}
        confirmDisabled={short}
        onConfirm={() => void request()}
        onCancel={() => {
          setOpen(false);
          setError('');
        }}
      >
        <p>
          A one-to-one video call. Each started minute costs {formatExact(pricePerMinute)} from your wallet,
          from the moment {name} accepts; the show ends when your balance cannot pay the next minute. Your
          balance is {formatExact(balance)}.
        </p>
        {short ? (
          <p className={styles.error}>You need at least one minute of balance. Please top up.</p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </PlainDialog>
    </>
  );
}
