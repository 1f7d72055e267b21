// Videos for fans and visitors (optional login): lists of published videos, the detail by id or slug
// (video.url only for viewers who may watch it), and the per-file processing status.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { mediaJson, loadMedia } from '../../mappers/media';
import { boolQuery, VideoFileParams } from '../../schemas/assets';
import { AssetViews } from '../../services/asset-views';
import { visibleVideo } from '../../services/assets';
import { viewerOf } from '../../services/viewer';
import { registerPublicAssetRoutes } from './public-asset-routes';

const publicVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/videos';

  registerPublicAssetRoutes(app, {
    base,
    repo: app.repos.videos,
    visible: visibleVideo,
    list: (views, rows) => views.videos(rows),
    one: (views, row) => views.video(row),
    filters: (q) => ({ isSale: boolQuery(q.isSale) }),
  });

  // Status player (reference §5.7): url only once finished and when the viewer may watch the file.
  app.get(
    `${base}/:videoId/file/:fileId/status`,
    { schema: { params: VideoFileParams } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { videoId, fileId } = request.params;
      const row = visibleVideo(app, viewer, videoId);
      if (![row.fileId, row.teaserId, row.thumbnailId].includes(fileId)) throw notFound('File not found');
      const { canView } = new AssetViews(app, viewer).videoAccess(row);
      const file = mediaJson(app, loadMedia(app, [fileId]), fileId, { canView });
      if (!file) throw notFound('File not found');
      reply.header('cache-control', 'private, no-store');
      return ok({ _id: file._id, status: file.status, url: file.status === 'finished' ? file.url : null });
    },
  );
};

export default publicVideoRoutes;
