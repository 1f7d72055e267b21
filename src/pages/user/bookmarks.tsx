// /user/bookmarks (reference §2.4): tabs Posts, Videos, Galleries, Products, Creators; the tab is in the URL.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { type BookmarkTab, BookmarkTabs, isBookmarkTab } from '@/features/bookmark';

const BookmarksPage: FlaggedPage = () => {
  const router = useRouter();
  const tab: BookmarkTab = isBookmarkTab(router.query.tab) ? router.query.tab : 'posts';
  const onChange = (next: BookmarkTab) => {
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: next } }, undefined, {
      shallow: true,
    });
  };
  return (
    <div className="container container-narrow">
      <Head>
        <title>Bookmarks</title>
      </Head>
      <div className="page-heading">
        <h1>Bookmarks</h1>
      </div>
      <Card>
        <BookmarkTabs active={tab} onChange={onChange} />
      </Card>
    </div>
  );
};

BookmarksPage.authenticate = true;

export default BookmarksPage;
