// /creator/my-post (reference §2.5): the creator's posts with type / keyword / date filters kept in the URL,
// paging, a "New post" link and delete behind the refund warning. antd-free (issue 22).
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { serialiseTableQuery } from '@/lib/table-query';
import { useNotify } from '@/components/notify';
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
import { LinkButton, StudioCard, StudioPage, studioClasses } from '@/features/studio';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '@/features/post-editor';

const MyPostsPage: FlaggedPage = () => {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useFeature(postEditorFeature);
  const toast = useNotify();
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
    <StudioPage
      title="My posts"
      actions={
        <LinkButton type="primary" href={paths.creator.createPost}>
          New post
        </LinkButton>
      }
    >
      {status === 'failed' ? (
        <div role="alert" className={studioClasses.alert}>
          <p>{error?.message || MESSAGES.genericFallback}</p>
          <button
            type="button"
            className={studioClasses.btn}
            onClick={() => dispatch(myPostsRequested(apiQuery))}
          >
            Retry
          </button>
        </div>
      ) : null}
      <StudioCard>
        <MyPostFiltersBar value={view.filters} onChange={onFilters} />
        <MyPostTable
          current={view.current}
          pageSize={view.pageSize}
          onPageChange={onPageChange}
          filtered={filtered}
        />
      </StudioCard>
    </StudioPage>
  );
};

MyPostsPage.authenticate = true;
MyPostsPage.onlyPerformer = true;
MyPostsPage.plain = true;

export default MyPostsPage;
