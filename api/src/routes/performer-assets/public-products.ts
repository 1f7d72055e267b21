// Products for fans and visitors (optional login) and the digital download link (login; until orders
// exist only the owner, or a recorded purchase, gets it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, ok, unprocessable } from '../../lib/http-error';
import { storedFileUrl } from '../../lib/file-urls';
import { AssetIdOrSlugParams, DownloadLinkJson, ProductJson } from '../../schemas/assets';
import { responses } from '../../schemas/common';
import { hasBought } from '../../services/access';
import { ASSET_MESSAGES, visibleProduct } from '../../services/assets';
import { viewerOf } from '../../services/viewer';
import { registerPublicAssetRoutes } from './public-asset-routes';

const publicProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/products';

  registerPublicAssetRoutes(app, {
    base,
    repo: app.repos.products,
    visible: visibleProduct,
    json: ProductJson,
    list: async (views, rows) => await views.products(rows),
    one: async (views, row) => await views.product(row),
  });

  app.get(
    `${base}/:id/download-link`,
    {
      preHandler: app.requireAuth,
      schema: { params: AssetIdOrSlugParams, response: responses(DownloadLinkJson) },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await visibleProduct(app, viewer, request.params.id);
      if (row.performerId !== viewer.id && !(await hasBought(app, viewer.id, 'product', row.id)))
        throw forbidden(ASSET_MESSAGES.notBought);
      const file =
        row.type === 'digital' && row.digitalFileId
          ? await app.repos.files.findById(row.digitalFileId)
          : undefined;
      if (!file) throw unprocessable('This product has no file to download');
      reply.header('cache-control', 'private, no-store');
      return ok({ downloadLink: storedFileUrl(app, file.kind, file.storedName) });
    },
  );
};

export default publicProductRoutes;
