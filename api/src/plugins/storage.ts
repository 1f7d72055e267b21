// app.storage: where stored files live (services/storage: DATA_DIR/files, or a bucket with STORAGE=s3).
// A bucket that cannot be reached stops the start with a clear message instead of failing the first upload.
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { createStorage, type ObjectStorage } from '../services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files: put/get/delete by key (`<kind>/<stored name>`), presigned URLs on a bucket. */
    storage: ObjectStorage;
  }
}

const storagePlugin: FastifyPluginAsync = async (app) => {
  const storage = createStorage(app.config);
  // before anything is stored (server.ts seeds an empty database before the app is ready)
  await storage.check();
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    storage.close?.();
  });
};

export default globalPlugin(storagePlugin, 'storage');
