// Content tabs (reference §2.5). Posts, videos, galleries and products arrive with the content issue: until
// then every tab states honestly that there is nothing to show.
import { SimpleTabs } from '@/components/simple-tabs';
import { EmptyIcon } from '@/components/icons';
import styles from './performer.module.css';

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
  return (
    <SimpleTabs
      label="Creator content"
      items={TABS.map((t) => ({ key: t.key, label: t.label, children: <Empty text={t.empty} /> }))}
    />
  );
}
