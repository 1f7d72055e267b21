// Wallet token packages (reference §4.3 Token package). Public: active packages by ordering.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toTokenPackageJson } from '../../mappers/site';
import { paging } from '../../schemas/common';
import { TokenPackageQuery } from '../../schemas/site';

const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/package/token/search', { schema: { querystring: TokenPackageQuery } }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = app.repos.tokenPackages.searchActive(offset, limit);
    return ok({ data: page.rows.map(toTokenPackageJson), total: page.total });
  });
};

export default packageRoutes;
