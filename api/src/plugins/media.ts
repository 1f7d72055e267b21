// app.media: the processing of video/audio uploads (services/media-queue), the handler of the `media` job. Stopped
// on close (tools killed, nothing left running); files still `processing` at a start are queued again once the
// app is ready (the same file queued by several processes is one job).
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { MediaQueue } from '../services/media-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Video/audio processing queue: enqueue(fileId), idle(), onSettled(listener). */
    media: MediaQueue;
  }
}

const mediaPlugin: FastifyPluginAsync = async (app) => {
  const queue = new MediaQueue(app);
  app.decorate('media', queue);
  app.jobs.handle('media', ({ fileId }) => queue.runJob(fileId));
  app.addHook('onReady', async () => {
    for (const file of await app.repos.files.listProcessing()) queue.enqueue(file.id);
  });
  // Registered after the jobs plugin: onClose hooks run in reverse, so the tools are killed before the jobs
  // engine waits for its running jobs, and both before SQLite closes.
  app.addHook('onClose', async () => {
    await queue.close();
  });
};

export default globalPlugin(mediaPlugin, 'media');
