// One small component per post kind (reference §4.3 type): text, photo, video, audio, scheduled-streaming.
// Locked media renders the locked panel instead; text is React text with safe links, never HTML. The slider, the
// locked panel and the scheduled live are lazy parts (card-parts.tsx): a card downloads the ones it shows.
import { LazyStatusPlayer } from '@/components/lazy-status-player';
import { BioText } from '@/features/performer';
import { getFeedFileStatus } from '../api';
import { type FeedAccess, type FeedViewer } from '../access';
import { type Feed, feedAudios, feedPhotos, feedVideos } from '../types';
import { LockedPanel, MediaSlider, ScheduledLive } from './card-parts';
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
  return (
    <>
      <PostText feed={feed} />
      <ScheduledLive feed={feed} viewer={viewer} />
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
