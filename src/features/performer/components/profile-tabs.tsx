// Content tabs (reference §2.5). Posts, videos, galleries and products arrive with the content issue: until
// then every tab states honestly that there is nothing to show.
import { Empty } from 'antd';
import { SimpleTabs } from '@/components/simple-tabs';

const TABS = [
  { key: 'posts', label: 'Posts', empty: 'No posts yet' },
  { key: 'videos', label: 'Videos', empty: 'No videos yet' },
  { key: 'photos', label: 'Photos', empty: 'No photos yet' },
  { key: 'store', label: 'Store', empty: 'No products yet' },
] as const;

export function ProfileTabs() {
  return (
    <SimpleTabs
      label="Creator content"
      items={TABS.map((t) => ({ key: t.key, label: t.label, children: <Empty description={t.empty} /> }))}
    />
  );
}
