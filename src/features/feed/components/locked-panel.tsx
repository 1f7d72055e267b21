// Locked media exactly as reference §5.1: the best thumbnail blurred, a lock icon (unlock on hover), the media
// counts, an optional "View teaser", and one call to action: "Subscribe to unlock" (subscription modal),
// "Pay $X" (the wallet's unlock dialog: price and balance after, then the post opens in place) or "Follow for free" (profile).
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { formatMoney as formatPrice } from '@/lib/money';
import { unlockDialogOpened } from '@/features/wallet';
import { useNotify } from '@/components/notify';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLoginGate } from '@/features/reaction';
import { type FeedAccess, lockedThumbnail, mediaSummary } from '../access';
import { selectSubscribeError, subscribeToUnlockRequested } from '../feed-slice';
import { type Feed } from '../types';
import { LockIcon, UnlockIcon } from './feed-icons';
import styles from './post-body.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { feedFeature } from '../feed-feature';

interface Props {
  feed: Feed;
  access: FeedAccess;
}

export function ctaLabel(feed: Pick<Feed, 'price'>, cta: NonNullable<FeedAccess['cta']>): string {
  if (cta === 'subscribe') return 'Subscribe to unlock';
  if (cta === 'pay') return `Pay ${formatPrice(feed.price)}`;
  return 'Follow for free';
}

export function LockedPanel({ feed, access }: Props) {
  const dispatch = useAppDispatch();
  // the saga downloads with the first "Subscribe to unlock"
  const request = useFeatureDispatch(feedFeature);
  const notify = useNotify();
  const { gate } = useLoginGate();
  const subscribeError = useAppSelector(selectSubscribeError);
  const [teaserOpen, setTeaserOpen] = useState(false);
  const [askedSubscribe, setAskedSubscribe] = useState(false);
  const thumb = lockedThumbnail(feed);
  const summary = mediaSummary(feed);
  const cta = access.cta ?? 'subscribe';
  const label = ctaLabel(feed, cta);
  const username = feed.performer?.username ?? '';
  const teaserUrl = feed.teaser?.url ?? null;

  useEffect(() => {
    if (askedSubscribe && subscribeError) void notify.error(subscribeError.message);
  }, [askedSubscribe, subscribeError, notify]);

  let button;
  if (cta === 'follow' && !access.ctaDisabled) {
    button = (
      <Link className={styles.cta} href={paths.profile(username || feed.performerId)}>
        {label}
      </Link>
    );
  } else {
    button = (
      <button
        type="button"
        className={styles.cta}
        disabled={access.ctaDisabled}
        title={access.ctaDisabled ? 'Creators cannot unlock other creators’ content' : undefined}
        onClick={gate(() => {
          if (cta === 'pay')
            dispatch(
              unlockDialogOpened({ kind: 'feed', id: feed._id, price: feed.price, title: 'this post' }),
            );
          else {
            setAskedSubscribe(true);
            request(subscribeToUnlockRequested({ performerId: feed.performerId, username }));
          }
        })}
      >
        {label}
      </button>
    );
  }

  return (
    <div className={styles.locked} role="group" aria-label="Locked content">
      {thumb ? (
        <img
          className={styles.lockedBg}
          src={thumb}
          alt=""
          aria-hidden
          loading="lazy"
          width={640}
          height={480}
        />
      ) : null}
      <div className={styles.lockedBody}>
        <span className={styles.lockIcon}>
          <LockIcon className={styles.lock} />
          <UnlockIcon className={styles.unlock} />
        </span>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {teaserUrl ? (
          <button type="button" className={styles.ghost} onClick={() => setTeaserOpen(true)}>
            View teaser
          </button>
        ) : null}
        {button}
      </div>
      {teaserOpen && teaserUrl ? (
        <>
          <video
            className={styles.teaser}
            src={teaserUrl}
            controls
            autoPlay
            playsInline
            aria-label="Teaser"
          />
          <button
            type="button"
            className={`${styles.ghost} ${styles.teaserClose}`}
            onClick={() => setTeaserOpen(false)}
          >
            Close teaser
          </button>
        </>
      ) : null}
    </div>
  );
}
