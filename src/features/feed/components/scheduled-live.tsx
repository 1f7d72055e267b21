// The body of a scheduled-streaming post (reference §5.1): its picture, the countdown to the live (or "Join live"
// once it started) and a follow button for those not yet following. A lazy part of the card (card-parts.tsx).
import { Link } from '@/components/link';
import { Countdown, useNow } from '@/components/countdown';
import { useDates } from '@/lib/dates';
import { paths } from '@/config/paths';
import { FollowButton } from '@/features/performer';
import { useAppSelector } from '@/store/hooks';
import { selectIsFollowed } from '@/features/follow';
import { type Feed } from '../types';
import { type FeedViewer } from '../access';
import { LiveIcon } from './feed-icons';
import styles from './post-body.module.css';

export function ScheduledLive({ feed, viewer }: { feed: Feed; viewer: FeedViewer }) {
  const dates = useDates();
  const username = feed.performer?.username ?? '';
  const followed = useAppSelector((s) => selectIsFollowed(s, feed.performerId));
  const at = feed.streamingScheduled ? new Date(feed.streamingScheduled).getTime() : NaN;
  const now = useNow(1000, Number.isFinite(at));
  const started = Number.isFinite(at) && now !== null && now >= at;
  const image = feed.thumbnail?.thumbnails[0] || feed.thumbnail?.url || '';
  const isOwner = viewer.kind === 'creator' && viewer.userId === feed.performerId;
  return (
    <div className={styles.live}>
      {image ? (
        <img className={styles.liveImg} src={image} alt="" loading="lazy" width={640} height={360} />
      ) : null}
      <div className={styles.liveBody}>
        <LiveIcon className={styles.lockIcon} />
        {!Number.isFinite(at) ? (
          <span>Scheduled live</span>
        ) : started ? (
          <>
            <span>Live has started at {dates.utc(at)}</span>
            {username ? (
              <Link className={styles.cta} href={paths.streaming(username)}>
                Join live
              </Link>
            ) : null}
          </>
        ) : (
          <Countdown to={at} prefix="The model will stream in" />
        )}
        {/* non-subscribers who do not follow the creator may follow to get notified (reference §5.1) */}
        {viewer.kind !== 'creator' && !isOwner && !feed.isSubscribed && !followed ? (
          <FollowButton performerId={feed.performerId} name={feed.performer?.name || username} />
        ) : null}
      </div>
    </div>
  );
}
