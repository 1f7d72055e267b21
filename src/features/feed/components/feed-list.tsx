// An infinite list of posts (home feed, a creator's posts): skeletons, error with retry, empty state, then
// cards; the next page (12 posts) loads when the end of the list scrolls into view (IntersectionObserver), with
// a "Load more posts" button where the browser has no observer.
import { startTransition, useEffect, useRef, useState } from 'react';
import { EmptyIcon } from '@/components/icons';
import { useAppSelector } from '@/store/hooks';
import { FEED_FIRST_SCREEN, FEED_PAGE_SIZE, type FeedListKey } from '../feed-query';
import { feedListRequested, feedNextPageRequested, selectFeedList, selectHasMore } from '../feed-slice';
import { FeedCard } from './feed-card';
import styles from './feed-list.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { feedFeature } from '../feed-feature';

interface Props {
  list: FeedListKey;
  emptyText: string;
  label: string;
}

const CLIENT_BATCH = 2;

export function FeedList({ list, emptyText, label }: Props) {
  // a list the server rendered in full needs the saga only for the next page or a retry: it downloads with that
  // request (a first screen the server cut short asks for the rest at once, below)
  const dispatch = useFeatureDispatch(feedFeature);
  const { ids, total, status, error, loadingMore, moreError, query } = useAppSelector((s) =>
    selectFeedList(s, list),
  );
  const hasMore = useAppSelector((s) => selectHasMore(s, list));
  const sentinel = useRef<HTMLDivElement>(null);
  const [observer, setObserver] = useState<'unknown' | 'yes' | 'no'>('unknown');
  // A page the server fetched renders its first cards there; a list that arrives in the browser starts empty.
  const [rendered, setRendered] = useState(status === 'succeeded' ? FEED_FIRST_SCREEN : 0);
  // A server render fetched the first screen's posts only (FEED_FIRST_SCREEN): the rest of the first page is
  // asked for as soon as the browser runs (below), not when the user scrolls to the end or presses a button.
  const firstPageShort = status === 'succeeded' && ids.length < Math.min(FEED_PAGE_SIZE, total);
  const canLoadMore = hasMore && !firstPageShort && !loadingMore && !moreError && rendered >= ids.length;

  useEffect(() => {
    // feature check after hydration (the server has no observer)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObserver(typeof IntersectionObserver === 'undefined' ? 'no' : 'yes');
  }, []);

  useEffect(() => {
    if (observer !== 'yes' || !canLoadMore || !sentinel.current) return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) dispatch(feedNextPageRequested({ list }));
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(sentinel.current);
    return () => io.disconnect();
  }, [observer, canLoadMore, dispatch, list]);

  // The server renders the cards a first screen can show; the rest (and every card of a list loaded in the
  // browser) follow after hydration, CLIENT_BATCH cards at a time in a transition: React renders them in
  // small slices that yield to input, so adding cards never blocks the page for long. Rendering twelve cards
  // on every request cost more than half of /home's server throughput, and the cards below the fold add
  // nothing to the first paint.
  const mounted = observer !== 'unknown';
  useEffect(() => {
    if (mounted && firstPageShort && !loadingMore && !moreError) dispatch(feedNextPageRequested({ list }));
  }, [mounted, firstPageShort, loadingMore, moreError, dispatch, list]);
  useEffect(() => {
    if (!mounted || rendered >= ids.length) return undefined;
    const timer = setTimeout(() => startTransition(() => setRendered((n) => n + CLIENT_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [mounted, rendered, ids.length]);
  const shown = ids.slice(0, rendered);

  if (status === 'idle' || status === 'loading') {
    return (
      <div role="status" aria-label="Loading posts" className={styles.list}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{error?.message || 'Something went wrong, please try again later'}</p>
        <button
          type="button"
          className={styles.btn}
          onClick={() => dispatch(feedListRequested({ list, query }))}
        >
          Retry
        </button>
      </div>
    );
  }
  if (ids.length === 0) {
    return (
      <div className={styles.state}>
        <EmptyIcon />
        <p>{emptyText}</p>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {shown.map((id, i) => (
          <li key={id}>
            <FeedCard id={id} priority={i === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      <div className={styles.more} aria-live="polite">
        {loadingMore ? <span role="status">Loading more posts...</span> : null}
        {moreError ? (
          <span className={styles.row} style={{ justifyContent: 'center' }}>
            <span className={styles.error}>{moreError.message}</span>
            <button
              type="button"
              className={styles.btn}
              onClick={() => dispatch(feedNextPageRequested({ list }))}
            >
              Try again
            </button>
          </span>
        ) : null}
        {canLoadMore && observer === 'no' ? (
          <button
            type="button"
            className={styles.btn}
            onClick={() => dispatch(feedNextPageRequested({ list }))}
          >
            Load more posts
          </button>
        ) : null}
        {!hasMore && !loadingMore && rendered >= ids.length ? <span>You have reached the end</span> : null}
      </div>
    </>
  );
}
