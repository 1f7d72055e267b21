import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http-error';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    // A trivial query proves the database answers, not only the process.
    app.db.prepare('SELECT 1').get();
    return ok({ ok: true, uptime: Math.round(process.uptime()) });
  });
};

export default healthRoutes;
