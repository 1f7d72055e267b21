// Content tabs (reference §2.5), each an infinite list filtered by the creator: Videos, Photos (galleries) and
// Store come from the video, gallery and product features; a tab without a list states that it is empty.
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { SimpleTabs } from '@/components/simple-tabs';
import { EmptyIcon } from '@/components/icons';
import { WhenVisible } from '@/components/when-visible';
import { useAppSelector } from '@/store/hooks';
import { selectProfile } from '../performer-slice';
import styles from './performer.module.css';

// Videos, Photos (galleries) and Store lists load with their tab: code-split, the profile's first load stays small
const CreatorVideos = dynamic(() =>
  import('@/features/video/components/creator-videos').then((m) => m.CreatorVideos),
);
const CreatorGalleries = dynamic(() =>
  import('@/features/gallery/components/creator-galleries').then((m) => m.CreatorGalleries),
);
const CreatorProducts = dynamic(() =>
  import('@/features/product/components/creator-products').then((m) => m.CreatorProducts),
);
// Posts is the first tab. Every tab's list mounts when the tabs come near the viewport (below the fold on a
// phone), so the profile's first seconds carry only the profile itself.
const CreatorPosts = dynamic(() =>
  import('@/features/feed/components/creator-posts').then((m) => m.CreatorPosts),
);

const TABS = [
  { key: 'posts', label: 'Posts', empty: 'No posts yet' },
  { key: 'videos', label: 'Videos', empty: 'No videos yet' },
  { key: 'photos', label: 'Photos', empty: 'No photos yet' },
  { key: 'store', label: 'Store', empty: 'No products yet' },
] as const;

function Empty({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <EmptyIcon />
      <p>{text}</p>
    </div>
  );
}

export function ProfileTabs() {
  const profile = useAppSelector(selectProfile).current;
  const performerId = profile?._id ?? '';
  const assetTabs: Partial<Record<string, ReactNode>> = performerId
    ? {
        posts: <CreatorPosts performerId={performerId} username={profile?.username ?? ''} />,
        videos: <CreatorVideos performerId={performerId} />,
        photos: <CreatorGalleries performerId={performerId} />,
        store: <CreatorProducts performerId={performerId} />,
      }
    : {};
  return (
    <SimpleTabs
      label="Creator content"
      items={TABS.map((t) => ({
        key: t.key,
        label: t.label,
        children: <WhenVisible>{assetTabs[t.key] ?? <Empty text={t.empty} />}</WhenVisible>,
      }))}
    />
  );
}
