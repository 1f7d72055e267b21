// Card header (reference §5.1): avatar, name, verified tick, featured star, online dot, "join live" while the
// creator streams, pinned mark and the date (a link to the post).
import { Link } from '@/components/link';
import { StarIcon } from '@/components/icons';
import { RelativeTime } from '@/components/countdown';
import { paths } from '@/config/paths';
import { VerifiedTick } from '@/features/performer';
import { type Feed } from '../types';
import { LiveIcon, PinIcon } from './feed-icons';
import styles from './feed-card.module.css';

interface Props {
  feed: Feed;
  postHref: string;
  nameId: string;
  headingLevel: 2 | 3;
}

export function FeedHeader({ feed, postHref, nameId, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const p = feed.performer;
  const username = p?.username ?? '';
  const name = p?.name || username || 'Creator';
  const profileHref = paths.profile(username || feed.performerId);
  return (
    <div className={styles.who}>
      <div className={styles.nameRow}>
        <Heading className={styles.nameHeading} id={nameId}>
          <Link className={styles.name} href={profileHref}>
            {name}
          </Link>
        </Heading>
        {p?.verifiedAccount ? <VerifiedTick size={14} /> : null}
        {p?.isFeatured ? (
          <span className={styles.featured} title="Featured creator">
            <StarIcon filled />
            <span className="sr-only">Featured creator</span>
          </span>
        ) : null}
      </div>
      <div className={styles.subline}>
        {username ? <span>@{username}</span> : null}
        {p?.isOnline ? <span className="sr-only">Online</span> : null}
        {feed.createdAt ? (
          <Link href={postHref}>
            <RelativeTime date={feed.createdAt} />
          </Link>
        ) : null}
        {feed.isPinned ? (
          <span className={styles.pinned}>
            <PinIcon />
            Pinned
          </span>
        ) : null}
        {p?.live && username ? (
          <Link className={styles.joinLive} href={paths.streaming(username)}>
            <LiveIcon />
            Join live
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function FeedAvatar({ feed }: { feed: Feed }) {
  const p = feed.performer;
  const username = p?.username ?? '';
  return (
    <Link
      className={styles.avatarLink}
      href={paths.profile(username || feed.performerId)}
      tabIndex={-1}
      aria-hidden
    >
      <img
        className={styles.avatar}
        src={p?.avatar || '/no-avatar.jpg'}
        alt=""
        width={44}
        height={44}
        loading="lazy"
      />
      {p?.isOnline ? <span className={styles.onlineDot} title="Online" /> : null}
    </Link>
  );
}
