// The home feed (reference §2.3 /home): filters and search over the infinite list of posts from creators the
// viewer follows or subscribes to. The filters live in the URL (?type=&q=) so the server renders the same page.
import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { type FeedQuery } from '../feed-query';
import { feedListRequested, selectFeedList } from '../feed-slice';
import { FeedList } from './feed-list';
import { FeedToolbar } from './feed-toolbar';
import { useFeatureDispatch } from '@/store/use-feature';
import { feedFeature } from '../feed-feature';

export function HomeFeed() {
  // the server rendered the first page: the saga downloads with the first filter change
  const dispatch = useFeatureDispatch(feedFeature);
  const router = useRouter();
  const { query } = useAppSelector((s) => selectFeedList(s, 'home'));

  const onChange = (next: FeedQuery) => {
    dispatch(feedListRequested({ list: 'home', query: next }));
    const urlQuery: Record<string, string> = {};
    if (next.type) urlQuery.type = next.type;
    if (next.q) urlQuery.q = next.q;
    void router.replace({ pathname: router.pathname, query: urlQuery }, undefined, {
      shallow: true,
      scroll: false,
    });
  };

  return (
    <section aria-label="Feed">
      <FeedToolbar query={query} onChange={onChange} />
      <FeedList
        list="home"
        label="Posts"
        emptyText={
          query.q || query.type
            ? 'No posts match your search'
            : 'Your feed will show posts from creators you follow or subscribe to'
        }
      />
    </section>
  );
}
