// A creator's own galleries and their photos (reference §2.5 my-gallery): gallery CRUD, photo upload
// (field `photo` + galleryId, at most 100 per gallery), edit, set cover, delete (the cover falls back to the
// first remaining photo). Another creator's ids read as 404.
import { announceBalances, type BalanceChanges } from '../../services/ledger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, ok, unprocessable } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toCents } from '../../lib/money';
import { removeMedia, storeMedia } from '../../services/media-store';
import type { GalleryRow } from '../../repositories/galleries';
import type { PhotoRow } from '../../repositories/photos';
import {
  AssetIdParams,
  CreatorListQuery,
  CreatorPhotoQuery,
  GalleryBody,
  GalleryJson,
  GalleryUpdateBody,
  MAX_GALLERY_PHOTOS,
  PhotoForm,
  PhotoJson,
  PhotoUpdateBody,
} from '../../schemas/assets';
import { JsonBodyOf, Page, paging, responses, SuccessJson } from '../../schemas/common';
import { assertVerifiedCreator, creatorOnly } from '../../services/access';
import { AssetViews } from '../../services/asset-views';
import { ASSET_MESSAGES, bumpCreatorStat, removeItemTraces, uniqueSlug } from '../../services/assets';
import { assertSalePrice } from '../../services/pricing';
import { viewerOf } from '../../services/viewer';
import { readForm } from './form';
import { idempotent } from '../../plugins/idempotency';

export async function deleteGallery(app: FastifyInstance, row: GalleryRow): Promise<void> {
  const fileIds = await app.repos.photos.fileIdsOfGallery(row.id);
  const photoCount = await app.repos.photos.countInGallery(row.id);
  let changes: BalanceChanges = new Map();
  await app.db.transaction(async () => {
    changes = await removeItemTraces(app, 'gallery', row.id);
    await app.repos.galleries.delete(row.id);
    await bumpCreatorStat(app, row.performerId, 'totalGalleries', -1);
    await bumpCreatorStat(app, row.performerId, 'totalPhotos', -photoCount);
  })();
  announceBalances(app, changes);
  await Promise.all(fileIds.map((id) => removeMedia(app, id)));
}

export async function deletePhoto(app: FastifyInstance, photo: PhotoRow): Promise<void> {
  await app.db.transaction(async () => {
    await app.repos.photos.delete(photo.id);
    const gallery = await app.repos.galleries.findById(photo.galleryId);
    if (gallery?.coverPhotoId === photo.id) {
      await app.repos.galleries.setCover(
        gallery.id,
        (await app.repos.photos.firstInGallery(gallery.id))?.id ?? null,
        app.now().toISOString(),
      );
    }
    await bumpCreatorStat(app, photo.performerId, 'totalPhotos', -1);
  })();
  await removeMedia(app, photo.fileId);
}

const creatorGalleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const galleries = '/performer/performer-assets/galleries';
  const photos = '/performer/performer-assets/photos';
  const views = (request: Parameters<typeof viewerOf>[0]) => new AssetViews(app, viewerOf(request));
  const gallery = responses(GalleryJson);
  const photo = responses(PhotoJson);
  const removed = responses(SuccessJson);
  const ownedGallery = async (id: string, performerId: string) => {
    const row = await app.repos.galleries.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.galleryNotFound);
    return row;
  };
  const ownedPhoto = async (id: string, performerId: string) => {
    const row = await app.repos.photos.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.photoNotFound);
    return row;
  };

  app.post(
    galleries,
    { preHandler: creatorOnly, ...idempotent, schema: { body: GalleryBody, response: gallery } },
    async (request) => {
      const userId = request.authUser!.id;
      await assertVerifiedCreator(app, userId);
      const b = request.body;
      const title = b.title.trim();
      const priceCents = b.isSale ? toCents(b.price ?? 0) : 0;
      assertSalePrice(priceCents);
      const row = await app.db.transaction(async () => {
        const created = await app.repos.galleries.create(
          {
            id: newId(),
            performerId: userId,
            slug: await uniqueSlug(title, async (s) => await app.repos.galleries.slugTaken(s)),
            title,
            description: b.description?.trim() ?? '',
            status: b.status ?? 'active',
            isSale: b.isSale ? 1 : 0,
            priceCents,
          },
          app.now().toISOString(),
        );
        await bumpCreatorStat(app, userId, 'totalGalleries', 1);
        return created;
      })();
      return ok(await views(request).gallery(row));
    },
  );

  app.put(
    `${galleries}/:id`,
    {
      preHandler: creatorOnly,
      schema: { params: AssetIdParams, body: GalleryUpdateBody, response: gallery },
    },
    async (request) => {
      const row = await ownedGallery(request.params.id, request.authUser!.id);
      const b = request.body;
      const isSale = b.isSale ?? row.isSale === 1;
      const priceCents = isSale ? (b.price !== undefined ? toCents(b.price) : row.priceCents) : 0;
      assertSalePrice(priceCents);
      await app.repos.galleries.update(
        row.id,
        {
          title: b.title?.trim(),
          description: b.description?.trim(),
          status: b.status,
          isSale: isSale ? 1 : 0,
          priceCents,
        },
        app.now().toISOString(),
      );
      return ok(await views(request).gallery(await ownedGallery(row.id, row.performerId)));
    },
  );

  app.get(
    `${galleries}/search`,
    {
      preHandler: creatorOnly,
      schema: { querystring: CreatorListQuery, response: responses(Page(GalleryJson)) },
    },
    async (request) => {
      const q = request.query;
      const page = await app.repos.galleries.searchOwn(request.authUser!.id, {
        q: q.q,
        status: q.status || undefined,
        sortBy: q.sortBy,
        sort: q.sort,
        ...paging(q),
      });
      return ok({ data: await views(request).galleries(page.rows), total: page.total });
    },
  );

  app.get(
    `${galleries}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: gallery } },
    async (request) =>
      ok(await views(request).gallery(await ownedGallery(request.params.id, request.authUser!.id))),
  );

  app.delete(
    `${galleries}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: removed } },
    async (request) => {
      await deleteGallery(app, await ownedGallery(request.params.id, request.authUser!.id));
      return ok({ success: true });
    },
  );

  const photoSchema = { body: JsonBodyOf(PhotoForm), response: photo };
  app.post(
    `${photos}/upload`,
    { preHandler: creatorOnly, schema: photoSchema, ...idempotent },
    async (request) => {
      const userId = request.authUser!.id;
      await assertVerifiedCreator(app, userId);
      const form = await readForm<PhotoForm>(request, PhotoForm, { photo: app.config.maxImageBytes });
      const part = form.files.photo;
      if (!part) throw new HttpError(400, [ASSET_MESSAGES.photoRequired]);
      const gallery = await ownedGallery(form.fields.galleryId, userId);
      if ((await app.repos.photos.countInGallery(gallery.id)) >= MAX_GALLERY_PHOTOS)
        throw unprocessable(ASSET_MESSAGES.galleryFull);
      const file = await storeMedia(app, part, 'photo', userId);
      const f = form.fields;
      // Checked again after the (async) store: parallel uploads must not pass the limit together.
      const photo = await app.db.transaction(async () => {
        if ((await app.repos.photos.countInGallery(gallery.id)) >= MAX_GALLERY_PHOTOS) return null;
        const now = app.now().toISOString();
        const created = await app.repos.photos.create(
          {
            id: newId(),
            performerId: userId,
            galleryId: gallery.id,
            fileId: file.id,
            title: f.title?.trim() ?? '',
            description: f.description?.trim() ?? '',
            status: f.status ?? 'active',
          },
          now,
        );
        const current = await app.repos.galleries.findById(gallery.id);
        if (!current?.coverPhotoId) await app.repos.galleries.setCover(gallery.id, created.id, now);
        await bumpCreatorStat(app, userId, 'totalPhotos', 1);
        return created;
      })();
      if (!photo) {
        await removeMedia(app, file.id);
        throw unprocessable(ASSET_MESSAGES.galleryFull);
      }
      return ok((await views(request).photos(await ownedGallery(gallery.id, userId), [photo]))[0]);
    },
  );

  app.put(
    `${photos}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, body: PhotoUpdateBody, response: photo } },
    async (request) => {
      const photo = await ownedPhoto(request.params.id, request.authUser!.id);
      const b = request.body;
      if (b.galleryId && b.galleryId !== photo.galleryId)
        throw unprocessable('A photo cannot be moved to another gallery');
      await app.repos.photos.update(
        photo.id,
        { title: b.title?.trim(), description: b.description?.trim(), status: b.status },
        app.now().toISOString(),
      );
      const gallery = await ownedGallery(photo.galleryId, photo.performerId);
      return ok((await views(request).photos(gallery, [await ownedPhoto(photo.id, photo.performerId)]))[0]);
    },
  );

  app.post(
    `${photos}/set-cover/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: gallery } },
    async (request) => {
      const photo = await ownedPhoto(request.params.id, request.authUser!.id);
      await app.repos.galleries.setCover(photo.galleryId, photo.id, app.now().toISOString());
      return ok(await views(request).gallery(await ownedGallery(photo.galleryId, photo.performerId)));
    },
  );

  app.delete(
    `${photos}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: removed } },
    async (request) => {
      await deletePhoto(app, await ownedPhoto(request.params.id, request.authUser!.id));
      return ok({ success: true });
    },
  );

  app.get(
    `${photos}/search`,
    {
      preHandler: creatorOnly,
      schema: { querystring: CreatorPhotoQuery, response: responses(Page(PhotoJson)) },
    },
    async (request) => {
      const { galleryId } = request.query;
      if (galleryId) await ownedGallery(galleryId, request.authUser!.id);
      const { offset, limit } = paging(request.query);
      const page = await app.repos.photos.searchOwn(request.authUser!.id, galleryId, offset, limit);
      return ok({ data: await views(request).photosAcross(page.rows), total: page.total });
    },
  );

  app.get(
    `${photos}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: photo } },
    async (request) => {
      const photo = await ownedPhoto(request.params.id, request.authUser!.id);
      return ok(
        (await views(request).photos(await ownedGallery(photo.galleryId, photo.performerId), [photo]))[0],
      );
    },
  );
};

export default creatorGalleryRoutes;
