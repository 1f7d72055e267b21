// /gallery/[id] (reference §2.3, Open+): a gallery by id or slug with its photos, server-rendered with SEO tags;
// photo grid and lightbox when viewable, otherwise the cover and one call to action (§5.9). 404 / 403 answers of
// the API render as results with that status. antd-free.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { FlashNotifyProvider } from '@/components/notify';
import { apiOptionsFor, siteOrigin } from '@/features/performer';
import { GalleryDetail } from '@/features/gallery';
import { loadGalleryInto } from '@/features/gallery/loaders';

interface Props {
  origin: string;
}

const GalleryPage: FlaggedPage<Props> = ({ origin }) => (
  <FlashNotifyProvider>
    <div className="container">
      <GalleryDetail origin={origin} />
    </div>
  </FlashNotifyProvider>
);

GalleryPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  if (ctx.store && id) {
    const viewerId = ctx.store.getState().auth.authUser?._id ?? null;
    const error = await loadGalleryInto(ctx.store, id, apiOptionsFor(ctx), viewerId);
    if (error && ctx.res) {
      ctx.res.statusCode = error.statusCode === 403 || error.statusCode === 404 ? error.statusCode : 500;
    }
  }
  return { origin: siteOrigin(ctx) };
};

GalleryPage.authenticate = true;
GalleryPage.noredirect = true;
GalleryPage.plain = true;

export default GalleryPage;
