// The video page body (reference §2.3 /video/[id], §5.7): stage (player, status player or lock panel), title,
// creator, stats, like / bookmark / share / report, tabs Description / Participants / Comments (loaded on demand)
// and related videos. antd-free.
import { LazyCommentSection } from '@/features/comment/lazy';
import { paths } from '@/config/paths';
import { SimpleTabs } from '@/components/simple-tabs';
import { useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth';
import { shortNumber } from '@/features/performer';
import { selectUi } from '@/features/ui';
import {
  AssetActionBar,
  AssetResult,
  assetRouteId,
  AssetSeo,
  CommentIcon,
  CreatorLink,
  EyeIcon,
  RelatedAssets,
  assetDetailStyles as styles,
  summaryText,
} from '@/features/asset';
import { videoView, type Video } from '../types';
import { relatedVideosRequested, selectRelatedVideos, selectVideoDetail } from '../video-slice';
import { VideoCard } from './video-card';
import { VideoStage } from './video-stage';
import { useFeature, useFeatureSlice } from '@/store/use-feature';
import { videoFeature } from '../video-feature';

const plural = (n: number, one: string, many: string) => `${shortNumber(n)} ${n === 1 ? one : many}`;

function VideoStats({ video }: { video: Video }) {
  return (
    <ul className={styles.stats} aria-label="Statistics">
      <li>
        <EyeIcon /> {plural(video.stats.views, 'view', 'views')}
      </li>
      <li>{plural(video.stats.likes, 'like', 'likes')}</li>
      <li>
        <CommentIcon /> {plural(video.stats.comments, 'comment', 'comments')}
      </li>
    </ul>
  );
}

function Description({ video }: { video: Video }) {
  return (
    <div>
      {video.description ? (
        <p className={styles.text}>{video.description}</p>
      ) : (
        <p className={styles.muted}>No description</p>
      )}
      {video.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {video.tags.map((t, i) => (
            <li key={`${i}-${t}`}>#{t}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Participants({ video }: { video: Video }) {
  if (video.participants.length === 0) return <p className={styles.muted}>No participants</p>;
  return (
    <ul className={styles.people} aria-label="Participants">
      {video.participants.map((p) => (
        <li key={p._id || p.username}>
          <CreatorLink performer={p} />
        </li>
      ))}
    </ul>
  );
}

const requestRelated = (videoId: string, performerId: string) =>
  relatedVideosRequested({ videoId, performerId });

function RelatedVideos({ video }: { video: Video }) {
  useFeature(videoFeature);
  return (
    <RelatedAssets
      item={video}
      selectRelated={selectRelatedVideos}
      request={requestRelated}
      title="Related videos"
      emptyText="No other videos from this creator yet"
      renderItem={(v) => <VideoCard video={v} />}
    />
  );
}

export function VideoDetail({ origin }: { origin: string }) {
  useFeatureSlice(videoFeature);
  const { current: video, error, status, creator } = useAppSelector(selectVideoDetail);
  const viewer = useAppSelector(selectAuthUser);
  const { siteName } = useAppSelector(selectUi);

  if (error) return <AssetResult error={error} />;
  if (!video) return status === 'loading' ? <p role="status">Loading...</p> : null;

  const view = videoView(video, viewer?._id ?? null);
  const path = paths.video(assetRouteId(video));
  // marketing images only: the creator-chosen thumbnail or the avatar, never the protected poster frame
  const ogImage = video.thumbnail?.thumbnails[0] || video.thumbnail?.url || video.performer?.avatar || '';
  const description =
    summaryText(video.description) ||
    `${video.title} by ${video.performer?.name || video.performer?.username || 'a creator'}`;

  return (
    <article className={styles.detail}>
      <AssetSeo
        title={`${video.title || 'Video'} | ${siteName || 'Fanplatform'}`}
        description={description}
        origin={origin}
        path={path}
        image={ogImage}
        type="video.other"
      />
      {/* keyed: a client navigation to another video starts a fresh player / status poll */}
      <VideoStage key={video._id} video={video} view={view} plans={creator} />
      <div className={styles.panel}>
        <h1 className={styles.title}>{video.title || 'Untitled video'}</h1>
        <div className={styles.headRow}>
          {video.performer ? <CreatorLink performer={video.performer} /> : <span />}
          <VideoStats video={video} />
        </div>
        <div className={styles.headRow}>
          <AssetActionBar
            target="video"
            label="Video actions"
            item={video}
            bookmarked={video.isBookmarked}
            path={path}
            likeable
          />
        </div>
      </div>
      <div className={styles.panel}>
        <SimpleTabs
          key={video._id}
          label="Video details"
          items={[
            { key: 'description', label: 'Description', children: <Description video={video} /> },
            { key: 'participants', label: 'Participants', children: <Participants video={video} /> },
            {
              key: 'comments',
              label: `Comments (${shortNumber(video.stats.comments)})`,
              children: (
                <LazyCommentSection
                  objectType="video"
                  objectId={video._id}
                  totalComment={video.stats.comments}
                />
              ),
            },
          ]}
        />
      </div>
      <RelatedVideos video={video} />
    </article>
  );
}
