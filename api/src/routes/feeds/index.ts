// Posts (contract "Feeds"): the creator's CRUD, polls and uploads under /performer/feeds, the visitor
// lists, detail and votes under /user/feeds, and the file-status endpoints (2.1 per target, 2.0 form).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { readMultipart } from '../../lib/multipart';
import { storeMedia, type MediaFileType } from '../../services/media-store';
import { fileJsonById } from '../../mappers/media';
import { Nullable, Page, paging, responses, SuccessJson } from '../../schemas/common';
import { FileJson, FileStatusJson } from '../../schemas/media';
import {
  FeedBody,
  FeedFileParams,
  FeedJson,
  FeedIdOrSlugParams,
  FeedIdParams,
  FileStatusParams,
  FileStatusQuery,
  OwnFeedQuery,
  PollBody,
  PollIdParams,
  PollJson,
  UPLOAD_SLOTS,
  UserFeedQuery,
  UsernameParams,
  type UploadSlot,
} from '../../schemas/feeds';
import { assertVerifiedCreator, creatorOnly } from '../../services/access';
import { videoFileStatus } from '../../services/assets';
import { feedFileStatus, feedsJson, ownFeedJson, parseDate, visibleFeed } from '../../services/feeds';
import { createFeed, deleteFeed, updateFeed } from '../../services/feed-editing';
import { createPoll, votePoll } from '../../services/polls';
import { viewerOf, visibleCreator } from '../../services/viewer';
import { idempotent } from '../../plugins/idempotency';

const UPLOADS: Record<UploadSlot, { type: MediaFileType; image: boolean }> = {
  photo: { type: 'feed-photo', image: true },
  video: { type: 'feed-video', image: false },
  audio: { type: 'feed-audio', image: false },
  thumbnail: { type: 'feed-thumbnail', image: true },
  teaser: { type: 'feed-teaser', image: false },
};

/** Date filters: a bare day as `toDate` includes the whole day. */
function dateRange(q: { fromDate?: string; toDate?: string }) {
  const toDay = q.toDate && /^\d{4}-\d{2}-\d{2}$/.test(q.toDate) ? `${q.toDate}T23:59:59.999Z` : q.toDate;
  return {
    fromDate: parseDate(q.fromDate, 'fromDate') ?? undefined,
    toDate: parseDate(toDay, 'toDate') ?? undefined,
  };
}

/** Status of a processing file through the 2.0 form: target feed (or video, answered by the video route's service). */
async function statusOf2(
  app: FastifyInstance,
  request: FastifyRequest,
  fileId: string,
  target: string,
  targetId: string,
) {
  const viewer = viewerOf(request);
  const kind = target.replace(/Id$/, '').toLowerCase();
  if (kind === 'feed') return await feedFileStatus(app, viewer, targetId, fileId);
  // The caller's own context (account and country) decides, never a re-issued request.
  if (kind === 'video') return await videoFileStatus(app, viewer, targetId, fileId);
  throw notFound('File not found');
}

const feedsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // preValidation: a fan gets 403 before the body is validated.
  const creator = { preValidation: creatorOnly };
  const one = responses(FeedJson);
  const feedPage = responses(Page(FeedJson));
  const fileStatus = responses(FileStatusJson);

  // --- creator ---------------------------------------------------------------------------------------
  app.post(
    '/performer/feeds',
    { ...creator, ...idempotent, schema: { body: FeedBody, response: one } },
    async (request) => ok(await createFeed(app, request.authUser!.id, request.body)),
  );

  app.get(
    '/performer/feeds',
    { ...creator, schema: { querystring: OwnFeedQuery, response: feedPage } },
    async (request) => {
      const q = request.query;
      const me = request.authUser!.id;
      const result = await app.repos.feeds.searchOwn({
        performerId: me,
        q: q.q?.trim(),
        type: q.type,
        ...dateRange(q),
        sortBy: q.sortBy,
        sort: q.sort,
        ...paging(q),
      });
      return ok({ data: await feedsJson(app, { id: me, country: '' }, result.rows), total: result.total });
    },
  );

  app.post(
    '/performer/feeds/polls',
    { ...creator, ...idempotent, schema: { body: PollBody, response: responses(PollJson) } },
    async (request) => ok(await createPoll(app, request.authUser!.id, request.body)),
  );

  for (const slot of UPLOAD_SLOTS) {
    const schema = { response: responses(Nullable(FileJson)) };
    app.post(`/performer/feeds/${slot}/upload`, { ...creator, ...idempotent, schema }, async (request) => {
      const me = request.authUser!.id;
      await assertVerifiedCreator(app, me);
      const rule = UPLOADS[slot];
      const form = await readMultipart(
        request,
        rule.image ? app.config.maxImageBytes : app.config.maxVideoBytes,
      );
      if (!form.first) throw new HttpError(400, ['file is required']);
      const file = await storeMedia(app, form.first, rule.type, me);
      return ok(await fileJsonById(app, file.id, { canView: true }));
    });
  }

  app.get(
    '/performer/feeds/:id',
    { ...creator, schema: { params: FeedIdParams, response: one } },
    async (request) => ok(await ownFeedJson(app, request.authUser!.id, request.params.id)),
  );

  app.put(
    '/performer/feeds/:id',
    { ...creator, schema: { params: FeedIdParams, body: FeedBody, response: one } },
    async (request) => ok(await updateFeed(app, request.authUser!.id, request.params.id, request.body)),
  );

  const remove = { params: FeedIdParams, response: responses(SuccessJson) };
  app.delete('/performer/feeds/:id', { ...creator, schema: remove }, async (request) => {
    await deleteFeed(app, request.authUser!.id, request.params.id);
    return ok({ success: true });
  });

  // --- visitors (optional login) ---------------------------------------------------------------------
  const search = async (request: FastifyRequest, q: UserFeedQuery, performerId?: string) => {
    const viewer = viewerOf(request);
    const result = await app.repos.feeds.searchVisible({
      viewerId: viewer.id,
      viewerCountry: viewer.country,
      now: app.now().toISOString(),
      home: q.isHome === true,
      performerId: performerId ?? (q.performerId || undefined),
      q: q.q?.trim(),
      type: q.type,
      ...dateRange(q),
      ...paging(q),
    });
    return ok({ data: await feedsJson(app, viewer, result.rows), total: result.total });
  };

  app.get(
    '/user/feeds',
    { schema: { querystring: UserFeedQuery, response: feedPage } },
    async (request) => await search(request, request.query),
  );

  app.get(
    '/user/feeds/search/:username',
    { schema: { params: UsernameParams, querystring: UserFeedQuery, response: feedPage } },
    async (request) => {
      const creatorRow = await visibleCreator(app, viewerOf(request), request.params.username);
      return await search(request, request.query, creatorRow.id);
    },
  );

  // 2.1 clients ask whether their session still holds before showing the feed.
  const check = { response: responses(Type.Boolean()) };
  app.get('/user/feeds/auth/check', { schema: check }, async () => ok(true));

  app.get('/user/feeds/:id', { schema: { params: FeedIdOrSlugParams, response: one } }, async (request) => {
    const viewer = viewerOf(request);
    return ok((await feedsJson(app, viewer, [await visibleFeed(app, viewer, request.params.id)]))[0]);
  });

  app.post(
    '/user/feeds/vote/:pollId',
    { preHandler: app.requireAuth, schema: { params: PollIdParams, response: responses(PollJson) } },
    async (request) => ok(await votePoll(app, viewerOf(request), request.params.pollId)),
  );

  app.get(
    '/user/feeds/:feedId/file/:fileId/status',
    { schema: { params: FeedFileParams, response: fileStatus } },
    async (request) =>
      ok(await feedFileStatus(app, viewerOf(request), request.params.feedId, request.params.fileId)),
  );

  app.get(
    '/files/:fileId/status',
    { schema: { params: FileStatusParams, querystring: FileStatusQuery, response: fileStatus } },
    async (request) => {
      const { target, targetId } = request.query;
      if (!target || !targetId) throw new HttpError(400, ['target and targetId are required']);
      return ok(await statusOf2(app, request, request.params.fileId, target, targetId));
    },
  );
};

export default feedsRoutes;
