// Live media credentials (issue 12): one call says which engine runs and with what credential, after the
// join decision for that session (mediaAccessFor). Agora's reference call stays for its token renewal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { responses } from '../../schemas/common';
import { AgoraTokenBody, MediaCredentialJson, StreamIdParams } from '../../schemas/streaming';
import { STREAM_MESSAGES, mediaAccessFor } from '../../services/streaming';
import { viewerOf } from '../../services/viewer';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { preHandler: app.requireAuth };

  const media = { params: StreamIdParams, response: responses(MediaCredentialJson) };
  app.post('/streaming/media/:id', { ...member, schema: media }, async (request) => {
    const stream = await app.repos.streams.find(request.params.id);
    if (!stream) throw notFound(STREAM_MESSAGES.notFound);
    const access = await mediaAccessFor(app, viewerOf(request), stream);
    try {
      const credential = await app.liveMedia.credential(access);
      return ok({
        ...credential,
        publish: access.publish,
        play: access.play,
        publisherId: stream.performerId,
      });
    } catch (err) {
      request.log.error({ err }, 'live media credential failed');
      throw new HttpError(503, 'Live video is unavailable right now, please try again in a moment');
    }
  });

  // reference §5.5: `{channelName: <stream.sessionId>}` → the token string; renewals re-run the decision
  const token = {
    body: AgoraTokenBody,
    response: responses(Type.String({ description: 'the Agora token' })),
  };
  app.post('/streaming/agora/token', { ...member, schema: token }, async (request) => {
    const agora = await app.liveMedia.agora();
    if (!agora) throw new HttpError(422, 'Agora is not enabled');
    const stream = await app.repos.streams.bySession(request.body.channelName);
    if (!stream) throw notFound(STREAM_MESSAGES.notFound);
    const access = await mediaAccessFor(app, viewerOf(request), stream);
    return ok(agora.token(access.room, access.userId, access.publish));
  });
};

export default mediaRoutes;
