// Profile "Videos" tab (reference §2.5): the creator's videos, infinite scroll, honest empty state.
import { selectVideoList, videoListRequested } from '../video-slice';
import { CreatorAssetList } from '@/features/asset';
import { VideoCard } from './video-card';
import { useFeature } from '@/store/use-feature';
import { videoFeature } from '../video-feature';

export function CreatorVideos({ performerId }: { performerId: string }) {
  useFeature(videoFeature);
  return (
    <CreatorAssetList
      performerId={performerId}
      selectList={selectVideoList}
      requested={videoListRequested}
      label="Videos"
      emptyText="No videos yet"
      renderItem={(v, i) => <VideoCard video={v} eager={i < 2} />}
    />
  );
}
