// /creator/my-post/edit/[id] (reference §2.5): the post loaded on the server with the visitor's token, the same
// form pre-filled (existing files removable), Active/Inactive status; polls are shown but cannot be edited.
// antd-free (issue 22).
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { ErrorResult } from '@/components/error-result';
import { MESSAGES } from '@/config/constants';
import { readServerToken } from '@/lib/cookies';
import { toSagaError } from '@/lib/request-error';
import type { Feed } from '@/features/feed';
import { getMyPost, PostForm } from '@/features/post-editor';
import { PageFrame } from '@/components/page-frame';
import { StudioCard } from '@/features/studio';

type Props =
  { feed: Feed; error?: undefined } | { feed?: undefined; error: { statusCode: number; message: string } };

const EditPostPage: FlaggedPage<Props> = ({ feed, error }) => {
  if (!feed) {
    // 400: not an id at all
    const notFound = error?.statusCode === 404 || error?.statusCode === 400;
    return (
      <>
        <Head>
          <title>{notFound ? 'Post not found' : 'Edit post'}</title>
        </Head>
        <ErrorResult
          status={notFound ? '404' : error?.statusCode === 403 ? '403' : '500'}
          title={notFound ? 'Post not found' : 'This post cannot be edited'}
          text={error?.message ?? MESSAGES.genericFallback}
        />
      </>
    );
  }
  return (
    <PageFrame title="Edit post" narrow>
      <StudioCard>
        <PostForm key={feed._id} type={feed.type} feed={feed} />
      </StudioCard>
    </PageFrame>
  );
};

EditPostPage.getInitialProps = async (ctx: NextPageContext): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  try {
    if (!id) throw { statusCode: 404, message: 'Post not found' };
    const feed = await getMyPost(
      id,
      ctx.req ? { token: readServerToken(ctx), noAuthRedirect: true } : undefined,
    );
    return { feed };
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    if (ctx.res && (error.statusCode === 403 || error.statusCode === 404))
      ctx.res.statusCode = error.statusCode;
    return { error: { statusCode: error.statusCode, message: error.message } };
  }
};

EditPostPage.authenticate = true;
EditPostPage.onlyPerformer = true;
EditPostPage.plain = true;

export default EditPostPage;
