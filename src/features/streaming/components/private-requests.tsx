// A creator's pending private-show requests (issue 12), on any page: who asks, the price per minute, Accept
// (the first minute is charged, then the show opens) or Decline. Requests leave the list when accessed
// (spec §4 "Private requests").
import { useState } from 'react';
import { useRouter } from 'next/router';
import { DEFAULT_AVATAR } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import * as api from '../api';
import { privateRequestAccessed, selectPrivateRequests } from '../streaming-slice';
import styles from './live.module.css';

export function PrivateRequests() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const requests = useAppSelector(selectPrivateRequests);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  if (!requests.length) return null;

  const answer = async (conversationId: string, accept: boolean) => {
    setBusy(conversationId);
    setError('');
    try {
      if (accept) await api.acceptPrivateShow(conversationId);
      else await api.leavePrivateShow(conversationId);
      dispatch(privateRequestAccessed(conversationId));
      if (accept) void router.push(`/streaming/private/${encodeURIComponent(conversationId)}`);
    } catch (err) {
      setError(toApiError(err, 'Could not answer the request').message);
      dispatch(privateRequestAccessed(conversationId));
    } finally {
      setBusy('');
    }
  };

  return (
    <section
      className={`${styles.panel} ${styles.requests}`}
      aria-label="Private show requests"
      aria-live="polite"
    >
      <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>Private show requests</h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {requests.map((r) => {
          const name = r.user.name || r.user.username || 'A fan';
          return (
            <li key={r.conversationId} className={styles.line} style={{ alignItems: 'center' }}>
              <img src={r.user.avatar || DEFAULT_AVATAR} alt="" width={36} height={36} />
              <div style={{ flex: 1 }}>
                <strong>{name}</strong>
                <div className={styles.muted}>{formatExact(r.pricePerMinute)} / started minute</div>
              </div>
              <button
                type="button"
                className={`${styles.btn} ${styles.primary}`}
                disabled={busy === r.conversationId}
                onClick={() => void answer(r.conversationId, true)}
                aria-label={`Accept ${name}'s private show`}
              >
                Accept
              </button>
              <button
                type="button"
                className={styles.btn}
                disabled={busy === r.conversationId}
                onClick={() => void answer(r.conversationId, false)}
                aria-label={`Decline ${name}'s private show`}
              >
                Decline
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
