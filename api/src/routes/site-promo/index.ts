// Site banners for the home page (reference §4.3 Banner). Public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toSitePromoJson } from '../../mappers/site';
import { paging } from '../../schemas/common';
import { SitePromoQuery } from '../../schemas/site';

const sitePromoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/site-promo/search', { schema: { querystring: SitePromoQuery } }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = app.repos.sitePromos.searchActive(request.query.position ?? '', offset, limit);
    return ok({ data: page.rows.map((r) => toSitePromoJson(r, app.config.apiPublicUrl)), total: page.total });
  });
};

export default sitePromoRoutes;
