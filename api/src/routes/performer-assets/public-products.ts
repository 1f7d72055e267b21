// Products for fans and visitors (optional login) and the digital download link (login; until orders
// exist only the owner, or a recorded purchase, gets it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, ok, unprocessable } from '../../lib/http-error';
import { storedFileUrl } from '../../lib/file-urls';
import { AssetIdOrSlugParams, PublicListQuery } from '../../schemas/assets';
import { paging } from '../../schemas/common';
import { hasBought } from '../../services/access';
import { AssetViews } from '../../services/asset-views';
import { ASSET_MESSAGES, visibleProduct } from '../../services/assets';
import { viewerOf } from '../../services/viewer';

const publicProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/products';

  app.get(`${base}/search`, { schema: { querystring: PublicListQuery } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const q = request.query;
    const page = app.repos.products.searchPublic({
      viewerId: viewer.id,
      viewerCountry: viewer.country,
      now: app.now().toISOString(),
      performerId: q.performerId || undefined,
      excludedId: q.excludedId || undefined,
      q: q.q,
      ...paging(q),
    });
    reply.header('cache-control', 'private, no-store');
    return ok({ data: new AssetViews(app, viewer).products(page.rows), total: page.total });
  });

  app.get(`${base}/:id`, { schema: { params: AssetIdOrSlugParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const row = visibleProduct(app, viewer, request.params.id);
    if (viewer.id !== row.performerId) app.repos.products.adjustStat(row.id, 'views', 1);
    reply.header('cache-control', 'private, no-store');
    return ok(new AssetViews(app, viewer).product(app.repos.products.findById(row.id) ?? row));
  });

  app.get(`${base}/:id/download-link`, { preHandler: app.requireAuth, schema: { params: AssetIdOrSlugParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const row = visibleProduct(app, viewer, request.params.id);
    if (row.performerId !== viewer.id && !hasBought(app, viewer.id, 'product', row.id)) throw forbidden(ASSET_MESSAGES.notBought);
    const file = row.type === 'digital' && row.digitalFileId ? app.repos.files.findById(row.digitalFileId) : undefined;
    if (!file) throw unprocessable('This product has no file to download');
    reply.header('cache-control', 'private, no-store');
    return ok({ downloadLink: storedFileUrl(app, file.kind, file.storedName) });
  });
};

export default publicProductRoutes;
