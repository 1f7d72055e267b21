// Wallet token packages (reference §4.3 Token package). Public: active packages by ordering.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toTokenPackageJson } from '../../mappers/site';
import { Page, paging, responses } from '../../schemas/common';
import { TokenPackageJson, TokenPackageQuery } from '../../schemas/site';

const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { querystring: TokenPackageQuery, response: responses(Page(TokenPackageJson)) };
  app.get('/package/token/search', { schema }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = await app.repos.tokenPackages.searchActive(offset, limit);
    return ok({ data: page.rows.map(toTokenPackageJson), total: page.total });
  });
};

export default packageRoutes;
