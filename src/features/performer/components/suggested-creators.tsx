// Home right column: a few random creators with a refresh button (reference §2.3 /home). antd-free: /home is a
// `plain` page (issue 4 first-load budget).
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { type RequestStatus } from '@/lib/request-status';
import { randomPerformers } from '../api';
import { followSeedActions } from '../follow-seeds';
import { type PerformerCard as Card } from '../types';
import { PerformerCard } from './performer-card';
import styles from './creator-controls.module.css';
import cardStyles from './creator-cards.module.css';

export const SUGGESTION_COUNT = 4;

const ReloadIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable="false"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
);

export function SuggestedCreators() {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<Card[]>([]);
  const [status, setStatus] = useState<RequestStatus>('loading');

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const list = await randomPerformers(SUGGESTION_COUNT);
      for (const seed of followSeedActions(list.filter((p) => p.isFollowed))) dispatch(seed);
      setItems(list);
      setStatus('succeeded');
    } catch {
      setStatus('failed');
    }
  }, [dispatch]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on mount
    void load();
  }, [load]);

  return (
    <section aria-labelledby="suggested-heading">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}
      >
        <h2 id="suggested-heading" style={{ fontSize: 16, margin: 0 }}>
          Suggested creators
        </h2>
        <button
          type="button"
          className={`${styles.btn} ${styles.btnIconOnly}`}
          aria-label="Refresh suggestions"
          aria-busy={status === 'loading' || undefined}
          disabled={status === 'loading'}
          onClick={() => void load()}
        >
          {status === 'loading' ? <span className={styles.spin} aria-hidden /> : <ReloadIcon />}
        </button>
      </div>
      {status === 'failed' ? (
        <p className={cardStyles.sideEmpty}>Suggestions are unavailable right now</p>
      ) : status === 'loading' && items.length === 0 ? (
        <ul className={cardStyles.sideList} aria-label="Loading suggestions">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i} className={cardStyles.skeletonCard} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={cardStyles.sideEmpty}>No creators yet</p>
      ) : (
        <ul className={cardStyles.sideList}>
          {items.map((p) => (
            <li key={p._id}>
              <PerformerCard performer={p} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
