// Lists of asset cards: a plain grid (related items) and an infinite one (profile tabs). Infinite scroll uses an
// IntersectionObserver on a sentinel below the grid; a "Load more" button does the same for keyboards, screen
// readers and browsers without the observer. antd-free (the profile is a plain page).
import { useEffect, useRef, type ReactNode } from 'react';
import { EmptyIcon } from '@/components/icons';
import { type ApiError } from '@/lib/api-error';
import { type RequestStatus } from '@/lib/request-status';
import styles from './asset-controls.module.css';
import detailStyles from './asset-detail.module.css';
import cardStyles from './asset-card.module.css';

interface GridProps<T extends { _id: string }> {
  items: T[];
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
}

export function AssetGrid<T extends { _id: string }>({ items, label, renderItem }: GridProps<T>) {
  return (
    <ul className={cardStyles.grid} aria-label={label}>
      {items.map((item, i) => (
        <li key={item._id}>{renderItem(item, i)}</li>
      ))}
    </ul>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <EmptyIcon />
      <p>{text}</p>
    </div>
  );
}

interface InfiniteProps<T extends { _id: string }> extends GridProps<T> {
  total: number;
  status: RequestStatus;
  error: ApiError | null;
  emptyText: string;
  onLoadMore: () => void;
  onRetry: () => void;
}

export function InfiniteAssetList<T extends { _id: string }>({
  items,
  total,
  status,
  error,
  label,
  emptyText,
  renderItem,
  onLoadMore,
  onRetry,
}: InfiniteProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = items.length < total;
  const loading = status === 'loading';
  // the latest callback without re-creating the observer on every render
  const loadRef = useRef(onLoadMore);
  useEffect(() => {
    loadRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || loading || error || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, loading, error, items.length]);

  if (items.length === 0) {
    if (error) {
      return (
        <div className={styles.empty} role="alert">
          <p className={styles.error}>{error.message}</p>
          <button type="button" className={styles.btn} onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    }
    if (loading || status === 'idle') {
      return (
        <div className={styles.more} role="status">
          <span className={styles.spin} aria-hidden />
          <span>Loading...</span>
        </div>
      );
    }
    return <EmptyState text={emptyText} />;
  }

  return (
    <>
      <AssetGrid items={items} label={label} renderItem={renderItem} />
      <div ref={sentinel} className={styles.more}>
        {error ? (
          <>
            <span className={styles.error} role="alert">
              {error.message}
            </span>
            <button type="button" className={styles.btn} onClick={onLoadMore}>
              Try again
            </button>
          </>
        ) : loading ? (
          <span role="status">
            <span className={styles.spin} aria-hidden /> Loading more...
          </span>
        ) : more ? (
          <button type="button" className={styles.btn} onClick={onLoadMore}>
            Load more
          </button>
        ) : null}
      </div>
    </>
  );
}

interface RelatedProps<T extends { _id: string }> {
  title: string;
  items: T[];
  status: RequestStatus;
  emptyText: string;
  renderItem: (item: T, index: number) => ReactNode;
}

/** "Related videos" etc. below a detail page; hidden only when the list could not be loaded. */
export function RelatedSection<T extends { _id: string }>({
  title,
  items,
  status,
  emptyText,
  renderItem,
}: RelatedProps<T>) {
  const headingId = `related-${title.toLowerCase().replace(/\W+/g, '-')}`;
  if (status === 'failed' || status === 'idle') return null;
  return (
    <section
      className={detailStyles.panel}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 className={detailStyles.sectionTitle} id={headingId}>
        {title}
      </h2>
      {status === 'loading' ? (
        <p className={detailStyles.muted} role="status">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className={detailStyles.muted}>{emptyText}</p>
      ) : (
        <AssetGrid items={items} label={title} renderItem={renderItem} />
      )}
    </section>
  );
}
