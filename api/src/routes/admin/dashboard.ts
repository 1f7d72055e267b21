// The console's first page (issue 23): open work, sales and sign-ups (services/dashboard.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { DashboardJson, DashboardQuery } from '../../schemas/admin-money';
import { responses } from '../../schemas/common';
import { dashboard } from '../../services/dashboard';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/dashboard',
    { schema: { querystring: DashboardQuery, response: responses(DashboardJson) } },
    async (request) => ok(await dashboard(app, request.query)),
  );
};

export default dashboardRoutes;
