// Profile "Videos" tab (reference §2.5): the creator's videos, infinite scroll, honest empty state.
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectVideoList, videoListRequested } from '../video-slice';
import { InfiniteAssetList } from './asset-list';
import { VideoCard } from './video-card';
import { useInjectSaga } from '@/store/inject-saga';
import { videoSaga } from '../video-saga';

export function CreatorVideos({ performerId }: { performerId: string }) {
  const dispatch = useAppDispatch();
  useInjectSaga('video', videoSaga);
  const list = useAppSelector(selectVideoList);
  const mine = list.performerId === performerId;

  useEffect(() => {
    if (performerId && !mine) dispatch(videoListRequested({ performerId, offset: 0 }));
  }, [dispatch, performerId, mine]);

  const loadMore = useCallback(() => {
    if (list.status !== 'loading') dispatch(videoListRequested({ performerId, offset: list.items.length }));
  }, [dispatch, performerId, list.status, list.items.length]);

  return (
    <InfiniteAssetList
      items={mine ? list.items : []}
      total={mine ? list.total : 0}
      status={mine ? list.status : 'idle'}
      error={mine ? list.error : null}
      label="Videos"
      emptyText="No videos yet"
      renderItem={(v, i) => <VideoCard video={v} eager={i < 2} />}
      onLoadMore={loadMore}
      onRetry={() => dispatch(videoListRequested({ performerId, offset: 0 }))}
    />
  );
}
