// /post/[id] (reference §2.3): one post by id or slug with the same card as the lists, comments open.
// Server-rendered (GET /user/feeds/{id}); a missing or hidden post answers 404 with the API's message. antd-free.
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { Link } from '@/components/link';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { useAppSelector } from '@/store/hooks';
import { useFeatureSlice } from '@/store/use-feature';
import { FlashNotifyProvider } from '@/components/notify';
import { ArrowLeftIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { apiOptionsFor, ProfileError } from '@/features/performer';
import { loadFeedDetailInto } from '@/features/feed/loaders';
import { FeedCard, feedFeature, selectFeed, selectFeedDetail } from '@/features/feed';

interface Props {
  id: string;
}

const PostPage: FlaggedPage<Props> = ({ id }) => {
  useFeatureSlice(feedFeature);
  const detail = useAppSelector(selectFeedDetail);
  const feed = useAppSelector((s) => (detail.id ? selectFeed(s, detail.id) : undefined));
  const current = detail.requestedId === id;
  const name = feed?.performer?.name || feed?.performer?.username || '';
  const error = current ? detail.error : null;
  // The tab says what happened: a missing post and a refused one are not a page called "Post".
  const title = error
    ? error.statusCode === 404
      ? 'Post not found'
      : error.statusCode === 403
        ? 'Post not available'
        : 'Something went wrong'
    : feed
      ? `${name ? `${name}: ` : ''}${feed.text.slice(0, 60) || 'Post'}`
      : 'Post';

  return (
    <FlashNotifyProvider>
      <div className="container container-narrow">
        <Head>
          <title>{title}</title>
          {feed?.text ? <meta name="description" content={feed.text.slice(0, 160)} /> : null}
        </Head>
        <div className="page-heading">
          <h1 style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Link href={paths.home} aria-label="Back to home" style={{ display: 'inline-flex' }}>
              <ArrowLeftIcon />
            </Link>
            Post
          </h1>
        </div>
        {current && detail.error ? (
          <ProfileError error={detail.error} />
        ) : current && feed ? (
          <FeedCard id={feed._id} priority commentsOpen headingLevel={2} />
        ) : (
          <p role="status">Loading...</p>
        )}
      </div>
    </FlashNotifyProvider>
  );
};

PostPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  if (ctx.store && id) {
    const error = await loadFeedDetailInto(ctx.store, id, apiOptionsFor(ctx));
    if (error && ctx.res && (error.statusCode === 403 || error.statusCode === 404))
      ctx.res.statusCode = error.statusCode;
  }
  return { id };
};

// Open+ (reference §2.3 [N]): anyone can view; locked media stays locked for visitors.
PostPage.authenticate = true;
PostPage.dataWithoutUser = true;
PostPage.noredirect = true;
PostPage.plain = true;

export default PostPage;
