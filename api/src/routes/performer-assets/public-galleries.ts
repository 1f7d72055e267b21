// Galleries and photos for fans and visitors (optional login). Photos of a gallery the viewer may not
// see come back locked: url null and blurred previews only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { AssetIdParams, GalleryJson, GalleryPhotosQuery, PhotoJson } from '../../schemas/assets';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { AssetViews } from '../../services/asset-views';
import { ASSET_MESSAGES, visibleGallery } from '../../services/assets';
import { viewerOf, visibleCreator } from '../../services/viewer';
import { registerPublicAssetRoutes } from './public-asset-routes';

const publicGalleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/galleries';

  registerPublicAssetRoutes(app, {
    base,
    // Both spellings of the reference: 2.1 `/galleries/{id}`, 2.0 `/galleries/{id}/view`.
    detailPaths: ['/:id', '/:id/view'],
    repo: app.repos.galleries,
    visible: visibleGallery,
    json: GalleryJson,
    list: async (views, rows) => await views.galleries(rows),
    one: async (views, row) => await views.gallery(row),
  });

  const photoPage = responses(Page(PhotoJson));
  app.get(
    '/performer-assets/photos',
    { schema: { querystring: GalleryPhotosQuery, response: photoPage } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const gallery = await visibleGallery(app, viewer, request.query.galleryId);
      const { offset, limit } = paging(request.query);
      const page = await app.repos.photos.listInGallery(
        gallery.id,
        viewer.id !== gallery.performerId,
        offset,
        limit,
      );
      reply.header('cache-control', 'private, no-store');
      return ok({ data: await new AssetViews(app, viewer).photos(gallery, page.rows), total: page.total });
    },
  );

  // A creator's photos across public galleries (profile Photos tab). The parameter is a creator id.
  app.get(
    '/performer-assets/photos/:id',
    { schema: { params: AssetIdParams, querystring: PageQuery, response: photoPage } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const creator = await visibleCreator(app, viewer, request.params.id);
      const { offset, limit } = paging(request.query);
      const page = await app.repos.photos.listPublicOfPerformer({
        performerId: creator.id,
        viewerId: viewer.id,
        viewerCountry: viewer.country,
        offset,
        limit,
      });
      reply.header('cache-control', 'private, no-store');
      return ok({ data: await new AssetViews(app, viewer).photosAcross(page.rows), total: page.total });
    },
  );

  app.get(
    '/performer-assets/photos/:id/view',
    { schema: { params: AssetIdParams, response: responses(PhotoJson) } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const photo = await app.repos.photos.findById(request.params.id);
      if (!photo) throw notFound(ASSET_MESSAGES.photoNotFound);
      const gallery = await visibleGallery(app, viewer, photo.galleryId);
      if (photo.status !== 'active' && viewer.id !== photo.performerId)
        throw notFound(ASSET_MESSAGES.photoNotFound);
      reply.header('cache-control', 'private, no-store');
      return ok((await new AssetViews(app, viewer).photos(gallery, [photo]))[0]);
    },
  );
};

export default publicGalleryRoutes;
