// Header keyword search statistics (spec §7 "Promo and misc"). Public; recording is rate-limited per IP.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok } from '../../lib/http-error';
import { toSearchKeywordJson } from '../../mappers/site';
import { Page, responses } from '../../schemas/common';
import { KeywordBody, KeywordListQuery, SearchKeywordJson } from '../../schemas/site';

/** Trimmed, inner whitespace collapsed, lower case: "  Yoga   Tips" and "yoga tips" count together. */
export function normaliseKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search/keywords',
    {
      schema: { body: KeywordBody, response: responses(SearchKeywordJson) },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const keyword = normaliseKeyword(request.body.keyword);
      if (!keyword) throw badRequest(['keyword is required']);
      return ok(toSearchKeywordJson(await app.repos.searchKeywords.record(keyword, app.now().toISOString())));
    },
  );

  const list = { querystring: KeywordListQuery, response: responses(Page(SearchKeywordJson)) };
  app.get('/search/list/keywords', { schema: list }, async (request) => {
    const sortBy = request.query.sortBy === 'recent' ? 'recent' : 'popular';
    const page = await app.repos.searchKeywords.list(sortBy, request.query.limit ?? 10);
    return ok({ data: page.rows.map(toSearchKeywordJson), total: page.total });
  });
};

export default searchRoutes;
