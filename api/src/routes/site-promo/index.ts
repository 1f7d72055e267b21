// Site banners for the home page (reference §4.3 Banner). Public; each banner has an audience (our addition).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toSitePromoJson } from '../../mappers/site';
import { Page, paging, responses } from '../../schemas/common';
import { SitePromoJson, SitePromoQuery } from '../../schemas/site';

const sitePromoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { querystring: SitePromoQuery, response: responses(Page(SitePromoJson)) };
  app.get('/site-promo/search', { schema }, async (request) => {
    const { offset, limit } = paging(request.query);
    // A banner for creators (or fans) reaches only them; a visitor sees the banners for everyone.
    const role = request.authUser?.role;
    const audience = role === 'performer' ? 'creators' : role ? 'fans' : '';
    const page = await app.repos.sitePromos.searchActive(
      request.query.position ?? '',
      audience,
      offset,
      limit,
    );
    return ok({ data: page.rows.map((r) => toSitePromoJson(r, app.config.apiPublicUrl)), total: page.total });
  });
};

export default sitePromoRoutes;
