// One bookmarks tab: loads its page on first show, lists the items (creators as cards; posts, videos, galleries
// and products as rows linking to their pages), each with a remove button, or an honest empty state. antd-free
// (the fan pages' JS budget, issue 22).
import { useEffect } from 'react';
import { Link } from '@/components/link';
import { EmptyIcon } from '@/components/icons';
import { PageNav } from '@/components/plain-table';
import { DEFAULT_AVATAR, MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { bookmarkRemoveRequested, bookmarksRequested, selectBookmarks } from '../bookmark-slice';
import { type BookmarkItem, type BookmarkTab } from '../types';
import { formatMoney } from '@/lib/money';
import { useFeature } from '@/store/use-feature';
import { bookmarkFeature } from '../bookmark-feature';
import styles from './bookmark-list.module.css';

export const EMPTY_TEXT: Record<BookmarkTab, string> = {
  posts: 'No bookmarked posts yet',
  videos: 'No bookmarked videos yet',
  galleries: 'No bookmarked galleries yet',
  products: 'No bookmarked products yet',
  creators: 'No bookmarked creators yet',
};

function CreatorCard({
  item,
  removing,
  onRemove,
}: {
  item: BookmarkItem;
  removing: boolean;
  onRemove: () => void;
}) {
  const href = paths.profile(item.username || item.objectId);
  return (
    <div className={styles.card}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <img
          src={item.image || DEFAULT_AVATAR}
          alt=""
          width={48}
          height={48}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Link href={href} style={{ fontWeight: 600 }}>
            {item.title || item.username}
          </Link>
          {item.username ? <div style={{ color: 'var(--fp-text-muted)' }}>@{item.username}</div> : null}
        </div>
        <button
          type="button"
          className={styles.btn}
          onClick={onRemove}
          disabled={removing}
          aria-busy={removing}
          aria-label={`Remove bookmark ${item.title || item.username}`}
        >
          Remove
        </button>
      </div>
    </div>
  );
}

const KIND: Record<Exclude<BookmarkTab, 'creators'>, string> = {
  posts: 'post',
  videos: 'video',
  galleries: 'gallery',
  products: 'product',
};

const money = formatMoney;

/** A bookmarked post, video, gallery or product: picture, title and creator linking to its page, and Remove. */
function ContentRow({
  tab,
  item,
  removing,
  onRemove,
}: {
  tab: Exclude<BookmarkTab, 'creators'>;
  item: BookmarkItem;
  removing: boolean;
  onRemove: () => void;
}) {
  const title = item.title.length > 120 ? `${item.title.slice(0, 117)}...` : item.title || 'Untitled';
  return (
    <div className={styles.card}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 6, flex: 'none', background: 'var(--fp-border)' }}
          />
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Link href={item.href} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
            <span className="sr-only"> ({KIND[tab]})</span>
          </Link>
          <div style={{ color: 'var(--fp-text-muted)', fontSize: 13 }}>
            {item.creatorName ? <span>by {item.creatorName}</span> : null}
            {item.isSale && item.price > 0 ? <span> · {money(item.price)}</span> : null}
          </div>
        </div>
        <button
          type="button"
          className={styles.btn}
          onClick={onRemove}
          disabled={removing}
          aria-busy={removing}
          aria-label={`Remove bookmark ${title}`}
        >
          Remove
        </button>
      </div>
    </div>
  );
}

export function BookmarkList({ tab }: { tab: BookmarkTab }) {
  const dispatch = useAppDispatch();
  useFeature(bookmarkFeature);
  const list = useAppSelector((s) => selectBookmarks(s, tab));
  const { status, items, total, offset, limit, error, removingIds } = list;

  useEffect(() => {
    if (status === 'idle') dispatch(bookmarksRequested({ tab, offset: 0, limit }));
  }, [dispatch, status, tab, limit]);

  if (status === 'idle' || (status === 'loading' && items.length === 0)) {
    return (
      <div className={styles.skeleton} role="status" aria-label="Loading bookmarks">
        <span className={styles.skeletonAvatar} />
        <span className={styles.skeletonLines}>
          <span />
          <span />
          <span />
        </span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={`pf-alert ${styles.alert}`} role="alert">
        <span>{error?.message || MESSAGES.genericFallback}</span>
        <button
          type="button"
          className={styles.btn}
          onClick={() => dispatch(bookmarksRequested({ tab, offset, limit }))}
        >
          Retry
        </button>
      </div>
    );
  }
  if (items.length === 0)
    return (
      <div className={styles.empty}>
        <EmptyIcon />
        <p>{EMPTY_TEXT[tab]}</p>
      </div>
    );

  return (
    <div>
      <ul
        className="bookmark-list"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
      >
        {items.map((item) => (
          <li key={item._id || item.objectId}>
            {tab === 'creators' ? (
              <CreatorCard
                item={item}
                removing={removingIds.includes(item.objectId)}
                onRemove={() => dispatch(bookmarkRemoveRequested({ tab, objectId: item.objectId }))}
              />
            ) : (
              <ContentRow
                tab={tab}
                item={item}
                removing={removingIds.includes(item.objectId)}
                onRemove={() => dispatch(bookmarkRemoveRequested({ tab, objectId: item.objectId }))}
              />
            )}
          </li>
        ))}
      </ul>
      <PageNav
        className={styles.pager}
        numbered
        current={Math.floor(offset / limit) + 1}
        pageSize={limit}
        total={total}
        onChange={(page) => dispatch(bookmarksRequested({ tab, offset: (page - 1) * limit, limit }))}
      />
    </div>
  );
}
