// A creator's store (reference §2.5 my-store): physical products with a stock or digital ones with a
// file. Multipart create/edit with `image` (required on create, public) and `digitalFile` (required for
// digital products, never in public JSON). Another creator's id reads as 404.
import { announceBalances, type BalanceChanges } from '../../services/ledger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toCents } from '../../lib/money';
import type { UploadedPart } from '../../lib/multipart';
import { removeMedia, storeMedia } from '../../services/media-store';
import type { ProductInput, ProductRow } from '../../repositories/products';
import {
  AssetIdParams,
  CreatorListQuery,
  ProductEditForm,
  ProductForm,
  ProductJson,
} from '../../schemas/assets';
import { JsonBodyOf, Page, paging, responses, SuccessJson } from '../../schemas/common';
import { assertVerifiedCreator, creatorOnly } from '../../services/access';
import { AssetViews } from '../../services/asset-views';
import { ASSET_MESSAGES, bumpCreatorStat, removeItemTraces, uniqueSlug } from '../../services/assets';
import { assertProductPrice } from '../../services/pricing';
import { viewerOf } from '../../services/viewer';
import { readForm } from './form';
import { idempotent } from '../../plugins/idempotency';

function fileLimits(app: FastifyInstance) {
  return { image: app.config.maxImageBytes, digitalFile: app.config.maxVideoBytes };
}

async function storeProductFiles(app: FastifyInstance, files: Record<string, UploadedPart>, ownerId: string) {
  const stored: { imageId?: string; digitalFileId?: string } = {};
  try {
    if (files.image) stored.imageId = (await storeMedia(app, files.image, 'product-image', ownerId)).id;
    if (files.digitalFile)
      stored.digitalFileId = (await storeMedia(app, files.digitalFile, 'product-digital', ownerId)).id;
  } catch (err) {
    await removeMedia(app, stored.imageId);
    throw err;
  }
  return stored;
}

export async function deleteProduct(app: FastifyInstance, row: ProductRow): Promise<void> {
  let changes: BalanceChanges = new Map();
  await app.db.transaction(async () => {
    changes = await removeItemTraces(app, 'product', row.id);
    await app.repos.products.delete(row.id);
    await bumpCreatorStat(app, row.performerId, 'totalProducts', -1);
  })();
  announceBalances(app, changes);
  await Promise.all([row.imageId, row.digitalFileId].map((id) => removeMedia(app, id)));
}

const creatorProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer/performer-assets/products';
  const one = responses(ProductJson);
  const views = (request: Parameters<typeof viewerOf>[0]) => new AssetViews(app, viewerOf(request));
  const owned = async (id: string, performerId: string) => {
    const row = await app.repos.products.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.productNotFound);
    return row;
  };

  app.post(
    base,
    { preHandler: creatorOnly, schema: { body: JsonBodyOf(ProductForm), response: one }, ...idempotent },
    async (request) => {
      const userId = request.authUser!.id;
      await assertVerifiedCreator(app, userId);
      const form = await readForm<ProductForm>(request, ProductForm, fileLimits(app));
      const f = form.fields;
      const missing = [
        ...(form.files.image ? [] : [ASSET_MESSAGES.imageRequired]),
        ...(f.type === 'digital' && !form.files.digitalFile ? [ASSET_MESSAGES.digitalRequired] : []),
      ];
      if (missing.length) throw new HttpError(400, missing);
      assertProductPrice(toCents(f.price));
      // A physical product has no file to deliver: a digitalFile sent with it is ignored.
      const stored = await storeProductFiles(
        app,
        f.type === 'digital' ? form.files : { image: form.files.image },
        userId,
      );
      const name = f.name.trim();
      const input: ProductInput = {
        name,
        description: f.description?.trim() ?? '',
        type: f.type,
        status: f.status ?? 'active',
        priceCents: toCents(f.price),
        stock: f.type === 'physical' ? (f.stock ?? 0) : 0,
        imageId: stored.imageId ?? null,
        digitalFileId: stored.digitalFileId ?? null,
      };
      const row = await app.db.transaction(async () => {
        const created = await app.repos.products.create(
          {
            ...input,
            id: newId(),
            performerId: userId,
            slug: await uniqueSlug(name, async (s) => await app.repos.products.slugTaken(s)),
          },
          app.now().toISOString(),
        );
        await bumpCreatorStat(app, userId, 'totalProducts', 1);
        return created;
      })();
      return ok(await views(request).product(row));
    },
  );

  const editSchema = { params: AssetIdParams, body: JsonBodyOf(ProductEditForm), response: one };
  app.put(`${base}/:id`, { preHandler: creatorOnly, schema: editSchema }, async (request) => {
    const userId = request.authUser!.id;
    const row = await owned(request.params.id, userId);
    const form = await readForm<ProductEditForm>(request, ProductEditForm, fileLimits(app));
    if (Object.keys(form.files).length) await assertVerifiedCreator(app, userId);
    const f = form.fields;
    if (f.price !== undefined) assertProductPrice(toCents(f.price));
    const type = f.type ?? row.type;
    if (type === 'digital' && !row.digitalFileId && !form.files.digitalFile)
      throw new HttpError(400, [ASSET_MESSAGES.digitalRequired]);
    const stored = await storeProductFiles(
      app,
      type === 'digital' ? form.files : { ...(form.files.image ? { image: form.files.image } : {}) },
      userId,
    );
    // Turning a digital product into a physical one drops its file.
    const dropDigital = type === 'physical' && row.digitalFileId ? row.digitalFileId : null;
    await app.repos.products.update(
      row.id,
      {
        name: f.name?.trim(),
        description: f.description?.trim(),
        type,
        status: f.status,
        priceCents: f.price !== undefined ? toCents(f.price) : undefined,
        stock: type === 'physical' ? (f.stock ?? row.stock) : 0,
        imageId: stored.imageId,
        digitalFileId: dropDigital ? null : stored.digitalFileId,
      },
      app.now().toISOString(),
    );
    const replaced = [
      stored.imageId ? row.imageId : null,
      stored.digitalFileId ? row.digitalFileId : null,
      dropDigital,
    ];
    await Promise.all(replaced.map((id) => removeMedia(app, id)));
    return ok(await views(request).product(await owned(row.id, userId)));
  });

  app.get(
    `${base}/search`,
    {
      preHandler: creatorOnly,
      schema: { querystring: CreatorListQuery, response: responses(Page(ProductJson)) },
    },
    async (request) => {
      const q = request.query;
      const page = await app.repos.products.searchOwn(request.authUser!.id, {
        q: q.q,
        status: q.status || undefined,
        sortBy: q.sortBy,
        sort: q.sort,
        ...paging(q),
      });
      return ok({ data: await views(request).products(page.rows), total: page.total });
    },
  );

  app.get(
    `${base}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: one } },
    async (request) => ok(await views(request).product(await owned(request.params.id, request.authUser!.id))),
  );

  app.delete(
    `${base}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: responses(SuccessJson) } },
    async (request) => {
      await deleteProduct(app, await owned(request.params.id, request.authUser!.id));
      return ok({ success: true });
    },
  );
};

export default creatorProductRoutes;
