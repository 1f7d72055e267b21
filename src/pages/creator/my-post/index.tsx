// /creator/my-post (reference §2.5): the creator's posts with type / keyword / date filters kept in the URL,
// paging, a "New post" link and delete behind the refund warning.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Alert, Button, Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { serialiseTableQuery } from '@/lib/table-query';
import { useToast } from '@/components/toast-provider';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  MY_POSTS_DEFAULTS,
  type MyPostFilters,
  MyPostFiltersBar,
  myPostsRequested,
  MyPostTable,
  parseMyPostsQuery,
  selectMyPosts,
  selectPostDeletion,
  toApiQuery,
} from '@/features/post-editor';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '@/features/post-editor';

const MyPostsPage: FlaggedPage = () => {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useFeature(postEditorFeature);
  const toast = useToast();
  const { status, error } = useAppSelector(selectMyPosts);
  const deletion = useAppSelector(selectPostDeletion);

  const view = parseMyPostsQuery(router.query);
  const apiQuery = toApiQuery(view);
  const apiKey = JSON.stringify(apiQuery);

  useEffect(() => {
    if (!router.isReady) return;
    dispatch(myPostsRequested(JSON.parse(apiKey)));
  }, [dispatch, router.isReady, apiKey]);

  useOnNewSeq(deletion.seq, () => {
    if (deletion.status === 'succeeded') toast.success('Your post has been deleted');
    else if (deletion.status === 'failed') toast.error(deletion.error?.message || MESSAGES.genericFallback);
  });

  const go = (next: typeof view) => {
    void router.replace(
      { pathname: router.pathname, query: serialiseTableQuery(next, MY_POSTS_DEFAULTS) },
      undefined,
      { shallow: true },
    );
  };

  const onFilters = (filters: MyPostFilters) => go({ ...view, filters, current: 1 });
  const onPageChange = (current: number, pageSize: number) => go({ ...view, current, pageSize });
  const filtered = Object.values(view.filters).some(Boolean);

  return (
    <div className="container">
      <Head>
        <title>My posts</title>
      </Head>
      <div
        className="page-heading"
        style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}
      >
        <h1>My posts</h1>
        <Button
          type="primary"
          href={paths.creator.createPost}
          style={{ alignSelf: 'center' }}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault(); // client-side navigation; the href keeps open-in-new-tab working
            void router.push(paths.creator.createPost);
          }}
        >
          New post
        </Button>
      </div>
      {status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={error?.message || MESSAGES.genericFallback}
          action={<Button onClick={() => dispatch(myPostsRequested(apiQuery))}>Retry</Button>}
        />
      ) : null}
      <Card>
        <MyPostFiltersBar value={view.filters} onChange={onFilters} />
        <MyPostTable
          current={view.current}
          pageSize={view.pageSize}
          onPageChange={onPageChange}
          filtered={filtered}
        />
      </Card>
    </div>
  );
};

MyPostsPage.authenticate = true;
MyPostsPage.onlyPerformer = true;

export default MyPostsPage;
