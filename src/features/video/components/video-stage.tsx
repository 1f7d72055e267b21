// The top of the video page (reference §5.7): the player when the viewer may watch, the status player while the
// file is processed (polling every 5 s), or the teaser / thumbnail with exactly one lock heading and its action.
import { useCallback } from 'react';
import { StatusPlayer } from '@/components/status-player';
import { useDates } from '@/lib/dates';
import type { CreatorPlans } from '@/features/subscription';
import { getVideoFileStatus } from '../api';
import { videoPoster, type Video, type VideoView } from '../types';
import { LockIcon, PayToUnlockButton, assetMediaStyles as styles, SubscribeButtons } from '@/features/asset';

interface Props {
  video: Video;
  view: VideoView;
  plans: CreatorPlans | null;
}

function LockedBackdrop({ video }: { video: Video }) {
  const teaser = video.teaser;
  const poster = videoPoster(video);
  if (teaser?.url && teaser.status === 'finished') {
    return (
      <video
        src={teaser.url}
        poster={poster || undefined}
        muted
        autoPlay
        loop
        playsInline
        aria-label="Teaser"
        data-testid="teaser"
      />
    );
  }
  // the public thumbnail, else the server-blurred preview (never the protected poster)
  return poster ? <img src={poster} alt="" width={640} height={360} /> : null;
}

export function VideoStage({ video, view, plans }: Props) {
  const dates = useDates();
  const fetchStatus = useCallback(
    () => getVideoFileStatus(video._id, video.video?._id || video.fileId),
    [video._id, video.video?._id, video.fileId],
  );

  if (view === 'player' && video.video?.url) {
    return (
      <div className={styles.stage}>
        <video
          src={video.video.url}
          poster={videoPoster(video) || undefined}
          controls
          playsInline
          preload="metadata"
          width={video.video.width || 1280}
          height={video.video.height || 720}
          aria-label={video.title || 'Video'}
        />
      </div>
    );
  }

  if (view === 'processing') {
    return (
      <StatusPlayer
        kind="video"
        thumbnail={videoPoster(video) || undefined}
        // no file at all (removed by its creator) reads as a failed one
        initialStatus={video.video?.status ?? (video.fileId ? 'processing' : 'error')}
        fetchStatus={fetchStatus}
      />
    );
  }

  const blurred = !video.thumbnail && !(video.teaser?.url && video.teaser.status === 'finished');
  return (
    <div className={`${styles.stage} ${blurred ? styles.stageBlurred : ''}`}>
      <LockedBackdrop video={video} />
      <div className={styles.lock}>
        <LockIcon className={styles.lockIcon} />
        {view === 'upcoming' ? (
          <>
            <h2>VIDEO IS UPCOMING</h2>
            <p>Main video will be premiered on {dates.utc(video.scheduledAt)}</p>
          </>
        ) : view === 'pay' ? (
          <>
            <h2>UNLOCK TO VIEW FULL CONTENT</h2>
            <PayToUnlockButton
              kind="video"
              id={video._id}
              price={video.price}
              itemLabel={video.title ? `"${video.title}"` : 'this video'}
            />
          </>
        ) : (
          <>
            <h2>SUBSCRIBE TO VIEW FULL CONTENT</h2>
            <SubscribeButtons performer={video.performer} plans={plans} />
          </>
        )}
        {video.teaserProcessing ? <p>Teaser is currently on processing</p> : null}
      </div>
    </div>
  );
}
