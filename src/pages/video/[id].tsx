// /video/[id] (reference §2.3, Open+): a video by id or slug, server-rendered with SEO tags; player, status
// player or lock panel (§5.7). 404 and 403 answers of the API render as results with that status. antd-free.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { FlashNotifyProvider } from '@/components/notify';
import { apiOptionsFor, siteOrigin } from '@/features/performer';
import { VideoDetail } from '@/features/video';
import { loadVideoInto } from '@/features/video/loaders';

interface Props {
  origin: string;
}

const VideoPage: FlaggedPage<Props> = ({ origin }) => (
  <FlashNotifyProvider>
    <div className="container">
      <VideoDetail origin={origin} />
    </div>
  </FlashNotifyProvider>
);

VideoPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  if (ctx.store && id) {
    const viewerId = ctx.store.getState().auth.authUser?._id ?? null;
    const error = await loadVideoInto(ctx.store, id, apiOptionsFor(ctx), viewerId);
    if (error && ctx.res) {
      ctx.res.statusCode = error.statusCode === 403 || error.statusCode === 404 ? error.statusCode : 500;
    }
  }
  return { origin: siteOrigin(ctx) };
};

// Open+ (reference §2.1): anyone can view; a signed-in viewer is loaded from the cookie.
VideoPage.authenticate = true;
VideoPage.noredirect = true;
// no antd on first load: the report modal and its provider load on demand
VideoPage.plain = true;

export default VideoPage;
