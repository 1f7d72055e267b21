// Videos for fans and visitors (optional login): lists of published videos, the detail by id or slug
// (video.url only for viewers who may watch it), and the per-file processing status.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { boolQuery, VideoFileParams, VideoJson } from '../../schemas/assets';
import { responses } from '../../schemas/common';
import { FileStatusJson } from '../../schemas/media';
import { videoFileStatus, visibleVideo } from '../../services/assets';
import { viewerOf } from '../../services/viewer';
import { registerPublicAssetRoutes } from './public-asset-routes';

const publicVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/performer-assets/videos';

  registerPublicAssetRoutes(app, {
    base,
    repo: app.repos.videos,
    visible: visibleVideo,
    json: VideoJson,
    list: async (views, rows) => await views.videos(rows),
    one: async (views, row) => await views.video(row),
    filters: (q) => ({ isSale: boolQuery(q.isSale) }),
  });

  // Status player (reference §5.7): url only once finished and when the viewer may watch the file.
  app.get(
    `${base}/:videoId/file/:fileId/status`,
    { schema: { params: VideoFileParams, response: responses(FileStatusJson) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await videoFileStatus(app, viewerOf(request), request.params.videoId, request.params.fileId));
    },
  );
};

export default publicVideoRoutes;
