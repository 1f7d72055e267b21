// /user/bookmarks (reference §2.4): tabs Posts, Videos, Galleries, Products, Creators; the tab is in the URL.
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { type BookmarkTab, BookmarkTabs, isBookmarkTab } from '@/features/bookmark';
import { PageFrame } from '@/components/page-frame';

const BookmarksPage: FlaggedPage = () => {
  const router = useRouter();
  const tab: BookmarkTab = isBookmarkTab(router.query.tab) ? router.query.tab : 'posts';
  const onChange = (next: BookmarkTab) => {
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: next } }, undefined, {
      shallow: true,
    });
  };
  return (
    <PageFrame title="Bookmarks" narrow>
      <div className="plain-card">
        <BookmarkTabs active={tab} onChange={onChange} />
      </div>
    </PageFrame>
  );
};

BookmarksPage.authenticate = true;
// antd-free (fan pages' JS budget, issue 22)
BookmarksPage.plain = true;

export default BookmarksPage;
