// Profile "Videos" tab (reference §2.5): the creator's videos, infinite scroll, honest empty state.
import { selectVideoList, videoListRequested } from '../video-slice';
import { CreatorAssetList } from '@/features/asset';
import { VideoCard } from './video-card';
import { useInjectSaga } from '@/store/inject-saga';
import { videoSaga } from '../video-saga';

export function CreatorVideos({ performerId }: { performerId: string }) {
  useInjectSaga('video', videoSaga);
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
