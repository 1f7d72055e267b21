// Videos for fans and visitors (optional login): lists of published videos, the detail by id or slug
// (video.url only for viewers who may watch it), and the per-file processing status.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { mediaJson, loadMedia } from '../../mappers/media';
import { AssetIdOrSlugParams, boolQuery, PublicListQuery, VideoFileParams } from '../../schemas/assets';
import { paging } from '../../schemas/common';
import { AssetViews } from '../../services/asset-views';
import { visibleVideo } from '../../services/assets';
import { viewerOf } from '../../services/viewer';

const publicVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/videos';

  app.get(`${base}/search`, { schema: { querystring: PublicListQuery } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const q = request.query;
    const page = app.repos.videos.searchPublic({
      viewerId: viewer.id,
      viewerCountry: viewer.country,
      now: app.now().toISOString(),
      performerId: q.performerId || undefined,
      excludedId: q.excludedId || undefined,
      q: q.q,
      isSale: boolQuery(q.isSale),
      ...paging(q),
    });
    // Per-viewer flags and signed URLs: never cached by shared caches.
    reply.header('cache-control', 'private, no-store');
    return ok({ data: new AssetViews(app, viewer).videos(page.rows), total: page.total });
  });

  app.get(`${base}/:id`, { schema: { params: AssetIdOrSlugParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const row = visibleVideo(app, viewer, request.params.id);
    if (viewer.id !== row.performerId) app.repos.videos.adjustStat(row.id, 'views', 1);
    reply.header('cache-control', 'private, no-store');
    return ok(new AssetViews(app, viewer).video(app.repos.videos.findById(row.id) ?? row));
  });

  // Status player (reference §5.7): url only once finished and when the viewer may watch the file.
  app.get(`${base}/:videoId/file/:fileId/status`, { schema: { params: VideoFileParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { videoId, fileId } = request.params;
    const row = visibleVideo(app, viewer, videoId);
    if (![row.fileId, row.teaserId, row.thumbnailId].includes(fileId)) throw notFound('File not found');
    const { canView } = new AssetViews(app, viewer).videoAccess(row);
    const file = mediaJson(app, loadMedia(app, [fileId]), fileId, { canView });
    if (!file) throw notFound('File not found');
    reply.header('cache-control', 'private, no-store');
    return ok({ _id: file._id, status: file.status, url: file.status === 'finished' ? file.url : null });
  });
};

export default publicVideoRoutes;
