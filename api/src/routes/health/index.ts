import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../lib/http-error';
import { responses } from '../../schemas/common';

const HealthJson = Type.Object({ ok: Type.Boolean(), uptime: Type.Integer({ description: 'seconds' }) });

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: responses(HealthJson) } }, async () => {
    // A trivial query proves the database answers, not only the process.
    await app.db.prepare('SELECT 1').get();
    return ok({ ok: true, uptime: Math.round(process.uptime()) });
  });
};

export default healthRoutes;
