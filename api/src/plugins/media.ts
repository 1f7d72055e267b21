// app.media: the processing queue of video/audio uploads (services/media-queue). Stopped on close (jobs killed,
// nothing left running); files still `processing` after a restart are queued again once the app is ready.
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
  app.addHook('onReady', async () => {
    for (const file of await app.repos.files.listProcessing()) queue.enqueue(file.id);
  });
  // Registered after the database plugin: onClose hooks run in reverse, so the queue stops before SQLite closes.
  app.addHook('onClose', async () => {
    await queue.close();
  });
};

export default globalPlugin(mediaPlugin, 'media');
