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
  const fileIds = app.repos.photos.fileIdsOfGallery(row.id);
  const photoCount = app.repos.photos.countInGallery(row.id);
  let changes: BalanceChanges = new Map();
  app.db.transaction(() => {
    changes = removeItemTraces(app, 'gallery', row.id);
    app.repos.galleries.delete(row.id);
    bumpCreatorStat(app, row.performerId, 'totalGalleries', -1);
    bumpCreatorStat(app, row.performerId, 'totalPhotos', -photoCount);
  })();
  announceBalances(app, changes);
  await Promise.all(fileIds.map((id) => removeMedia(app, id)));
}

export async function deletePhoto(app: FastifyInstance, photo: PhotoRow): Promise<void> {
  app.db.transaction(() => {
    app.repos.photos.delete(photo.id);
    const gallery = app.repos.galleries.findById(photo.galleryId);
    if (gallery?.coverPhotoId === photo.id) {
      app.repos.galleries.setCover(
        gallery.id,
        app.repos.photos.firstInGallery(gallery.id)?.id ?? null,
        app.now().toISOString(),
      );
    }
    bumpCreatorStat(app, photo.performerId, 'totalPhotos', -1);
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
  const ownedGallery = (id: string, performerId: string) => {
    const row = app.repos.galleries.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.galleryNotFound);
    return row;
  };
  const ownedPhoto = (id: string, performerId: string) => {
    const row = app.repos.photos.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.photoNotFound);
    return row;
  };

  app.post(
    galleries,
    { preHandler: creatorOnly, ...idempotent, schema: { body: GalleryBody, response: gallery } },
    async (request) => {
      const userId = request.authUser!.id;
      assertVerifiedCreator(app, userId);
      const b = request.body;
      const title = b.title.trim();
      const priceCents = b.isSale ? toCents(b.price ?? 0) : 0;
      assertSalePrice(priceCents);
      const row = app.db.transaction(() => {
        const created = app.repos.galleries.create(
          {
            id: newId(),
            performerId: userId,
            slug: uniqueSlug(title, (s) => app.repos.galleries.slugTaken(s)),
            title,
            description: b.description?.trim() ?? '',
            status: b.status ?? 'active',
            isSale: b.isSale ? 1 : 0,
            priceCents,
          },
          app.now().toISOString(),
        );
        bumpCreatorStat(app, userId, 'totalGalleries', 1);
        return created;
      })();
      return ok(views(request).gallery(row));
    },
  );

  app.put(
    `${galleries}/:id`,
    {
      preHandler: creatorOnly,
      schema: { params: AssetIdParams, body: GalleryUpdateBody, response: gallery },
    },
    async (request) => {
      const row = ownedGallery(request.params.id, request.authUser!.id);
      const b = request.body;
      const isSale = b.isSale ?? row.isSale === 1;
      const priceCents = isSale ? (b.price !== undefined ? toCents(b.price) : row.priceCents) : 0;
      assertSalePrice(priceCents);
      app.repos.galleries.update(
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
      return ok(views(request).gallery(ownedGallery(row.id, row.performerId)));
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
      const page = app.repos.galleries.searchOwn(request.authUser!.id, {
        q: q.q,
        status: q.status || undefined,
        sortBy: q.sortBy,
        sort: q.sort,
        ...paging(q),
      });
      return ok({ data: views(request).galleries(page.rows), total: page.total });
    },
  );

  app.get(
    `${galleries}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: gallery } },
    async (request) => ok(views(request).gallery(ownedGallery(request.params.id, request.authUser!.id))),
  );

  app.delete(
    `${galleries}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: removed } },
    async (request) => {
      await deleteGallery(app, ownedGallery(request.params.id, request.authUser!.id));
      return ok({ success: true });
    },
  );

  const photoSchema = { body: JsonBodyOf(PhotoForm), response: photo };
  app.post(
    `${photos}/upload`,
    { preHandler: creatorOnly, schema: photoSchema, ...idempotent },
    async (request) => {
      const userId = request.authUser!.id;
      assertVerifiedCreator(app, userId);
      const form = await readForm<PhotoForm>(request, PhotoForm, { photo: app.config.maxImageBytes });
      const part = form.files.photo;
      if (!part) throw new HttpError(400, [ASSET_MESSAGES.photoRequired]);
      const gallery = ownedGallery(form.fields.galleryId, userId);
      if (app.repos.photos.countInGallery(gallery.id) >= MAX_GALLERY_PHOTOS)
        throw unprocessable(ASSET_MESSAGES.galleryFull);
      const file = await storeMedia(app, part, 'photo', userId);
      const f = form.fields;
      // Checked again after the (async) store: parallel uploads must not pass the limit together.
      const photo = app.db.transaction(() => {
        if (app.repos.photos.countInGallery(gallery.id) >= MAX_GALLERY_PHOTOS) return null;
        const now = app.now().toISOString();
        const created = app.repos.photos.create(
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
        const current = app.repos.galleries.findById(gallery.id);
        if (!current?.coverPhotoId) app.repos.galleries.setCover(gallery.id, created.id, now);
        bumpCreatorStat(app, userId, 'totalPhotos', 1);
        return created;
      })();
      if (!photo) {
        await removeMedia(app, file.id);
        throw unprocessable(ASSET_MESSAGES.galleryFull);
      }
      return ok(views(request).photos(ownedGallery(gallery.id, userId), [photo])[0]);
    },
  );

  app.put(
    `${photos}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, body: PhotoUpdateBody, response: photo } },
    async (request) => {
      const photo = ownedPhoto(request.params.id, request.authUser!.id);
      const b = request.body;
      if (b.galleryId && b.galleryId !== photo.galleryId)
        throw unprocessable('A photo cannot be moved to another gallery');
      app.repos.photos.update(
        photo.id,
        { title: b.title?.trim(), description: b.description?.trim(), status: b.status },
        app.now().toISOString(),
      );
      const gallery = ownedGallery(photo.galleryId, photo.performerId);
      return ok(views(request).photos(gallery, [ownedPhoto(photo.id, photo.performerId)])[0]);
    },
  );

  app.post(
    `${photos}/set-cover/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: gallery } },
    async (request) => {
      const photo = ownedPhoto(request.params.id, request.authUser!.id);
      app.repos.galleries.setCover(photo.galleryId, photo.id, app.now().toISOString());
      return ok(views(request).gallery(ownedGallery(photo.galleryId, photo.performerId)));
    },
  );

  app.delete(
    `${photos}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: removed } },
    async (request) => {
      await deletePhoto(app, ownedPhoto(request.params.id, request.authUser!.id));
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
      if (galleryId) ownedGallery(galleryId, request.authUser!.id);
      const { offset, limit } = paging(request.query);
      const page = app.repos.photos.searchOwn(request.authUser!.id, galleryId, offset, limit);
      return ok({ data: views(request).photosAcross(page.rows), total: page.total });
    },
  );

  app.get(
    `${photos}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: photo } },
    async (request) => {
      const photo = ownedPhoto(request.params.id, request.authUser!.id);
      return ok(views(request).photos(ownedGallery(photo.galleryId, photo.performerId), [photo])[0]);
    },
  );
};

export default creatorGalleryRoutes;
