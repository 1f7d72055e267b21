// Live media (issue 12): the engine registry, and the live sweep, a job every LIVE_SWEEP_MS: private-show
// minutes billed, stale requests expired, every media holder's right re-checked (subscription ended, blocked).
// server.ts starts the built-in SFU process and attaches it (tests start their own, or none).
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { LiveMedia } from '../live';
import type { RoomService } from '../live/livekit';
import { sweepLive } from '../services/live-access';

export interface LiveMediaPluginOptions {
  /** tests: fetch towards the SFU's internal HTTP */
  sfuFetch?: typeof fetch;
  /** tests: a fake LiveKit RoomService */
  livekitRooms?: RoomService;
}

const liveMediaPlugin: FastifyPluginAsync<LiveMediaPluginOptions> = async (app, options) => {
  app.decorate(
    'liveMedia',
    new LiveMedia({
      config: app.config,
      setting: (key) => app.repos.settings.get(key),
      fetcher: options.sfuFetch,
      livekitRooms: options.livekitRooms,
    }),
  );
  app.jobs.handle('live-sweep', () => sweepLive(app));
};

export default globalPlugin(liveMediaPlugin, 'live-media');
