// A creator's Posts tab on /{username} (reference §2.5): keyword, date range and a "scheduled streaming" toggle
// over the infinite list of the creator's posts (GET /user/feeds/search/{username}). The server may have rendered
// the first page already; otherwise it loads on first show, without the feed saga (a reader who only reads
// downloads no redux-saga).
import { useEffect, useId, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '@/store/hooks';
import { useFeatureDispatch, type FeatureStore } from '@/store/use-feature';
import { emptyFeedQuery, type FeedQuery } from '../feed-query';
import { feedListRequested, selectFeedList } from '../feed-slice';
import { loadFirstPageInBrowser } from '../loaders';
import { FeedList } from './feed-list';
import styles from './feed-list.module.css';
import { feedFeature } from '../feed-feature';

interface Props {
  performerId: string;
  username: string;
}

/** "2026-11-01" -> start or end of that day (UTC) as ISO; '' stays ''. */
export function dayBound(day: string, end: boolean): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

export function CreatorPosts({ performerId, username }: Props) {
  // the first page is fetched directly; filters (and the list's next pages) bring the saga
  const dispatch = useFeatureDispatch(feedFeature);
  const store = useStore() as unknown as FeatureStore;
  const list = useAppSelector((s) => selectFeedList(s, 'profile'));
  const ids = useId();
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [scheduled, setScheduled] = useState(false);
  const owner = username || performerId;
  const loadedForThisCreator = list.query.username === owner && list.status !== 'idle';

  useEffect(() => {
    if (!loadedForThisCreator && owner)
      void loadFirstPageInBrowser(store, 'profile', { ...emptyFeedQuery, performerId, username: owner });
  }, [store, loadedForThisCreator, owner, performerId]);

  const apply = (patch: Partial<{ q: string; from: string; to: string; scheduled: boolean }>) => {
    const next = { q, from, to, scheduled, ...patch };
    const query: FeedQuery = {
      ...emptyFeedQuery,
      performerId,
      username: owner,
      q: next.q.trim(),
      fromDate: dayBound(next.from, false),
      toDate: dayBound(next.to, true),
      type: next.scheduled ? 'scheduled-streaming' : '',
    };
    dispatch(feedListRequested({ list: 'profile', query }));
  };

  return (
    <div className={styles.narrow}>
      <form
        className={styles.toolbar}
        role="search"
        aria-label="Filter posts"
        onSubmit={(e) => {
          e.preventDefault();
          apply({});
        }}
      >
        <div className={styles.search}>
          <label htmlFor={`${ids}-q`} className="sr-only">
            Search posts
          </label>
          <input
            id={`${ids}-q`}
            className={styles.input}
            type="search"
            placeholder="Search posts"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className={styles.btn}>
            Search
          </button>
        </div>
        <div className={styles.row}>
          <label className={styles.field}>
            From
            <input
              className={styles.input}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => {
                setFrom(e.target.value);
                apply({ from: e.target.value });
              }}
            />
          </label>
          <label className={styles.field}>
            To
            <input
              className={styles.input}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => {
                setTo(e.target.value);
                apply({ to: e.target.value });
              }}
            />
          </label>
          <label className={styles.row}>
            <input
              type="checkbox"
              checked={scheduled}
              onChange={(e) => {
                setScheduled(e.target.checked);
                apply({ scheduled: e.target.checked });
              }}
            />
            Scheduled streaming
          </label>
        </div>
      </form>
      {loadedForThisCreator ? (
        <FeedList
          list="profile"
          label="Posts"
          emptyText={
            list.query.q || list.query.type || list.query.fromDate || list.query.toDate
              ? 'No posts match these filters'
              : 'No posts yet'
          }
        />
      ) : (
        <div role="status" aria-label="Loading posts" className={styles.skeleton} />
      )}
    </div>
  );
}
