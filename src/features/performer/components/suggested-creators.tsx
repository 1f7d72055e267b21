// Home right column: a few random creators with a refresh button (reference §2.3 /home).
import { useCallback, useEffect, useState } from 'react';
import { Button, Empty } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useAppDispatch } from '@/store/hooks';
import { randomPerformers } from '../api';
import { followSeedActions } from '../performer-saga';
import { type PerformerCard as Card } from '../types';
import { PerformerCard } from './performer-card';
import styles from './performer.module.css';

export const SUGGESTION_COUNT = 4;

export function SuggestedCreators() {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<Card[]>([]);
  const [status, setStatus] = useState<'loading' | 'succeeded' | 'failed'>('loading');

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
        <Button
          size="small"
          type="text"
          aria-label="Refresh suggestions"
          icon={<ReloadOutlined aria-hidden />}
          loading={status === 'loading'}
          onClick={() => void load()}
        />
      </div>
      {status === 'failed' ? (
        <Empty description="Suggestions are unavailable right now" />
      ) : status === 'loading' && items.length === 0 ? (
        <ul className={styles.sideList} aria-label="Loading suggestions">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i} className={styles.skeletonCard} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <Empty description="No creators yet" />
      ) : (
        <ul className={styles.sideList}>
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
