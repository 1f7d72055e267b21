// One small component per post kind (reference §4.3 type): text, photo, video, audio, scheduled-streaming.
// Locked media renders the locked panel instead; text is React text with safe links, never HTML.
import { Link } from '@/components/link';
import { Countdown, useNow } from '@/components/countdown';
import { useDates } from '@/lib/dates';
import { paths } from '@/config/paths';
import { LazyStatusPlayer } from '@/components/lazy-status-player';
import { BioText, FollowButton } from '@/features/performer';
import { useAppSelector } from '@/store/hooks';
import { selectIsFollowed } from '@/features/follow';
import { getFeedFileStatus } from '../api';
import { type FeedAccess, type FeedViewer } from '../access';
import { type Feed, feedAudios, feedPhotos, feedVideos } from '../types';
import { LiveIcon } from './feed-icons';
import { LockedPanel } from './locked-panel';
import { MediaSlider } from './media-slider';
import styles from './post-body.module.css';

export interface PostKindProps {
  feed: Feed;
  access: FeedAccess;
  viewer: FeedViewer;
  priority?: boolean;
}

function PostText({ feed }: { feed: Feed }) {
  return <BioText className={styles.text} text={feed.text} />;
}

export function TextPost({ feed }: PostKindProps) {
  return <PostText feed={feed} />;
}

export function PhotoPost({ feed, access, priority }: PostKindProps) {
  const photos = feedPhotos(feed);
  const media = photos.length > 0 ? photos : feed.files;
  return (
    <>
      <PostText feed={feed} />
      {!access.canView ? (
        <LockedPanel feed={feed} access={access} />
      ) : media.length > 0 ? (
        <MediaSlider feedId={feed._id} files={media} priority={priority} label="Photos" />
      ) : null}
    </>
  );
}

export function VideoPost({ feed, access, priority }: PostKindProps) {
  const videos = feedVideos(feed);
  return (
    <>
      <PostText feed={feed} />
      {!access.canView ? (
        <LockedPanel feed={feed} access={access} />
      ) : videos.length > 0 ? (
        <MediaSlider feedId={feed._id} files={videos} priority={priority} label="Video" />
      ) : null}
    </>
  );
}

export function AudioPost({ feed, access }: PostKindProps) {
  const audio = feedAudios(feed)[0];
  let media = null;
  if (!access.canView) media = <LockedPanel feed={feed} access={access} />;
  else if (audio && audio.status === 'finished' && audio.url)
    media = <audio className={styles.audio} controls preload="none" src={audio.url} aria-label="Audio" />;
  else if (audio)
    media = (
      <LazyStatusPlayer
        kind="audio"
        initialStatus={audio.status === 'finished' ? 'processing' : audio.status}
        fetchStatus={() => getFeedFileStatus(feed._id, audio._id)}
      />
    );
  return (
    <>
      <PostText feed={feed} />
      {media}
    </>
  );
}

export function ScheduledLivePost({ feed, viewer }: PostKindProps) {
  const dates = useDates();
  const username = feed.performer?.username ?? '';
  const followed = useAppSelector((s) => selectIsFollowed(s, feed.performerId));
  const at = feed.streamingScheduled ? new Date(feed.streamingScheduled).getTime() : NaN;
  const now = useNow(1000, Number.isFinite(at));
  const started = Number.isFinite(at) && now !== null && now >= at;
  const image = feed.thumbnail?.thumbnails[0] || feed.thumbnail?.url || '';
  const isOwner = viewer.kind === 'creator' && viewer.userId === feed.performerId;
  return (
    <>
      <PostText feed={feed} />
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
    </>
  );
}

export const POST_KINDS = {
  text: TextPost,
  photo: PhotoPost,
  video: VideoPost,
  audio: AudioPost,
  'scheduled-streaming': ScheduledLivePost,
} as const;
