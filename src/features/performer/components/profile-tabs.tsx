// Content tabs (reference §2.5), each an infinite list filtered by the creator. The lists belong to the content
// features (posts, videos, galleries, products), which build on the creator's data: the page hands them in
// (house rule 1, pages compose features), so this feature imports none of them. A tab without a list states that
// it is empty.
import type { ReactNode } from 'react';
import { SimpleTabs } from '@/components/simple-tabs';
import { EmptyIcon } from '@/components/icons';
import { WhenVisible } from '@/components/when-visible';
import { useAppSelector } from '@/store/hooks';
import { selectProfile } from '../performer-slice';
import styles from './creator-controls.module.css';
import { useFeatureSlice } from '@/store/use-feature';
import { performerFeature } from '../performer-feature';

/** Renders one tab's list of a creator's content. */
export type CreatorContentList = (creator: { performerId: string; username: string }) => ReactNode;

/**
 * The lists of the four tabs. Pages render code-split components (each feature's `Lazy…` export): every tab's list
 * mounts when the tabs come near the viewport (below the fold on a phone), so the profile's first seconds carry
 * only the profile itself.
 */
export type ProfileContent = Record<'posts' | 'videos' | 'photos' | 'store', CreatorContentList>;

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

export function ProfileTabs({ content }: { content: ProfileContent }) {
  useFeatureSlice(performerFeature);
  const profile = useAppSelector(selectProfile).current;
  const performerId = profile?._id ?? '';
  const username = profile?.username ?? '';
  return (
    <SimpleTabs
      label="Creator content"
      items={TABS.map((t) => ({
        key: t.key,
        label: t.label,
        children: (
          <WhenVisible>
            {performerId ? content[t.key]({ performerId, username }) : <Empty text={t.empty} />}
          </WhenVisible>
        ),
      }))}
    />
  );
}
