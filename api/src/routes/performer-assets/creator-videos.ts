// A creator's own videos (reference §2.5 my-video): multipart upload and edit with the video, teaser and
// thumbnail files, list, view, delete, remove a teaser/thumbnail. Another creator's id reads as 404.
import { announceBalances, type BalanceChanges } from '../../services/ledger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toCents } from '../../lib/money';
import type { UploadedPart } from '../../lib/multipart';
import { removeMedia, storeMedia, type MediaFileType } from '../../services/media-store';
import type { VideoFileSlot, VideoInput, VideoRow } from '../../repositories/videos';
import {
  AssetIdParams,
  CreatorListQuery,
  RemoveFileBody,
  VideoEditForm,
  VideoForm,
  VideoJson,
} from '../../schemas/assets';
import { JsonBodyOf, Page, paging, responses, SuccessJson } from '../../schemas/common';
import { assertVerifiedCreator, creatorOnly } from '../../services/access';
import { AssetViews } from '../../services/asset-views';
import {
  ASSET_MESSAGES,
  bumpCreatorStat,
  checkParticipants,
  checkSchedule,
  removeItemTraces,
  uniqueSlug,
} from '../../services/assets';
import { assertSalePrice } from '../../services/pricing';
import { viewerOf } from '../../services/viewer';
import { readForm } from './form';
import { idempotent } from '../../plugins/idempotency';

const SLOTS: { field: 'video' | 'teaser' | 'thumbnail'; slot: VideoFileSlot; type: MediaFileType }[] = [
  { field: 'video', slot: 'fileId', type: 'video' },
  { field: 'teaser', slot: 'teaserId', type: 'video-teaser' },
  { field: 'thumbnail', slot: 'thumbnailId', type: 'video-thumbnail' },
];

function fileLimits(app: FastifyInstance) {
  return {
    video: app.config.maxVideoBytes,
    teaser: app.config.maxVideoBytes,
    thumbnail: app.config.maxImageBytes,
  };
}

/** Stores the sent files; on a refused file, the ones already stored are removed again. */
async function storeVideoFiles(app: FastifyInstance, files: Record<string, UploadedPart>, ownerId: string) {
  const stored: Partial<Record<VideoFileSlot, string>> = {};
  try {
    for (const { field, slot, type } of SLOTS) {
      if (files[field]) stored[slot] = (await storeMedia(app, files[field], type, ownerId)).id;
    }
  } catch (err) {
    await Promise.all(Object.values(stored).map((id) => removeMedia(app, id)));
    throw err;
  }
  return stored;
}

export async function deleteVideo(app: FastifyInstance, row: VideoRow): Promise<void> {
  let changes: BalanceChanges = new Map();
  await app.db.transaction(async () => {
    changes = await removeItemTraces(app, 'video', row.id);
    await app.repos.videos.delete(row.id);
    await bumpCreatorStat(app, row.performerId, 'totalVideos', -1);
  })();
  announceBalances(app, changes);
  await Promise.all([row.fileId, row.teaserId, row.thumbnailId].map((id) => removeMedia(app, id)));
}

const creatorVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer/performer-assets/videos';
  const owned = async (id: string, performerId: string) => {
    const row = await app.repos.videos.findOwned(id, performerId);
    if (!row) throw notFound(ASSET_MESSAGES.videoNotFound);
    return row;
  };

  const one = responses(VideoJson);
  const uploadSchema = { body: JsonBodyOf(VideoForm), response: one };
  app.post(
    `${base}/upload`,
    { preHandler: creatorOnly, schema: uploadSchema, ...idempotent },
    async (request) => {
      const userId = request.authUser!.id;
      await assertVerifiedCreator(app, userId);
      const form = await readForm<VideoForm>(request, VideoForm, fileLimits(app));
      if (!form.files.video) throw new HttpError(400, [ASSET_MESSAGES.videoRequired]);
      const f = form.fields;
      assertSalePrice(f.isSale ? toCents(f.price ?? 0) : 0);
      const participantIds = await checkParticipants(app, f.participantIds ?? []);
      const scheduledAt = checkSchedule(app, Boolean(f.isSchedule), f.scheduledAt);
      const stored = await storeVideoFiles(app, form.files, userId);
      const now = app.now().toISOString();
      const input: VideoInput = {
        title: f.title.trim(),
        description: f.description?.trim() ?? '',
        tags: [...new Set((f.tags ?? []).map((t) => t.trim()).filter(Boolean))],
        participantIds,
        status: f.status ?? 'active',
        isSale: f.isSale ? 1 : 0,
        priceCents: f.isSale ? toCents(f.price ?? 0) : 0,
        isSchedule: f.isSchedule ? 1 : 0,
        scheduledAt: f.isSchedule ? scheduledAt : null,
        fileId: stored.fileId ?? null,
        teaserId: stored.teaserId ?? null,
        thumbnailId: stored.thumbnailId ?? null,
      };
      const row = await app.db.transaction(async () => {
        const created = await app.repos.videos.create(
          {
            ...input,
            id: newId(),
            performerId: userId,
            slug: await uniqueSlug(input.title, async (s) => await app.repos.videos.slugTaken(s)),
          },
          now,
        );
        await bumpCreatorStat(app, userId, 'totalVideos', 1);
        return created;
      })();
      return ok(await new AssetViews(app, viewerOf(request)).video(row));
    },
  );

  app.put(
    `${base}/edit/:id`,
    {
      preHandler: creatorOnly,
      schema: { params: AssetIdParams, body: JsonBodyOf(VideoEditForm), response: one },
    },
    async (request) => {
      const userId = request.authUser!.id;
      const row = await owned(request.params.id, userId);
      const form = await readForm<VideoEditForm>(request, VideoEditForm, fileLimits(app));
      if (Object.keys(form.files).length) await assertVerifiedCreator(app, userId);
      const f = form.fields;
      const isSale = f.isSale ?? row.isSale === 1;
      const priceCents = isSale ? (f.price !== undefined ? toCents(f.price) : row.priceCents) : 0;
      assertSalePrice(priceCents);
      const isSchedule = f.isSchedule ?? row.isSchedule === 1;
      // A date sent with the form must be in the future; an untouched past date stays as it was.
      const scheduledAt =
        f.scheduledAt !== undefined ? checkSchedule(app, isSchedule, f.scheduledAt) : row.scheduledAt;
      if (isSchedule && !scheduledAt)
        throw new HttpError(400, ['scheduledAt is required when isSchedule is true']);
      const patch: Partial<VideoInput> = {
        title: f.title?.trim(),
        description: f.description?.trim(),
        tags: f.tags ? [...new Set(f.tags.map((t) => t.trim()).filter(Boolean))] : undefined,
        participantIds: f.participantIds ? await checkParticipants(app, f.participantIds) : undefined,
        status: f.status,
        isSale: isSale ? 1 : 0,
        priceCents,
        isSchedule: isSchedule ? 1 : 0,
        scheduledAt: isSchedule ? scheduledAt : null,
      };
      const stored = await storeVideoFiles(app, form.files, userId);
      await app.repos.videos.update(row.id, { ...patch, ...stored }, app.now().toISOString());
      // Replaced files go once the row points at the new ones.
      await Promise.all(
        SLOTS.filter(({ slot }) => stored[slot] && row[slot]).map(({ slot }) => removeMedia(app, row[slot])),
      );
      return ok(await new AssetViews(app, viewerOf(request)).video(await owned(row.id, userId)));
    },
  );

  app.get(
    `${base}/search`,
    {
      preHandler: creatorOnly,
      schema: { querystring: CreatorListQuery, response: responses(Page(VideoJson)) },
    },
    async (request) => {
      const q = request.query;
      const page = await app.repos.videos.searchOwn(request.authUser!.id, {
        q: q.q,
        status: q.status || undefined,
        sortBy: q.sortBy,
        sort: q.sort,
        ...paging(q),
      });
      return ok({ data: await new AssetViews(app, viewerOf(request)).videos(page.rows), total: page.total });
    },
  );

  app.get(
    `${base}/:id/view`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: one } },
    async (request) =>
      ok(
        await new AssetViews(app, viewerOf(request)).video(
          await owned(request.params.id, request.authUser!.id),
        ),
      ),
  );

  app.delete(
    `${base}/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, response: responses(SuccessJson) } },
    async (request) => {
      await deleteVideo(app, await owned(request.params.id, request.authUser!.id));
      return ok({ success: true });
    },
  );

  app.delete(
    `${base}/remove-file/:id`,
    { preHandler: creatorOnly, schema: { params: AssetIdParams, body: RemoveFileBody, response: one } },
    async (request) => {
      const row = await owned(request.params.id, request.authUser!.id);
      const slot: VideoFileSlot = request.body.type === 'teaser' ? 'teaserId' : 'thumbnailId';
      const fileId = row[slot];
      if (fileId) {
        await app.repos.videos.clearFile(row.id, slot, app.now().toISOString());
        await removeMedia(app, fileId);
      }
      return ok(await new AssetViews(app, viewerOf(request)).video(await owned(row.id, row.performerId)));
    },
  );
};

export default creatorVideoRoutes;
