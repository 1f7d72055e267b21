// Creator categories (contract: GET /performer-categories, GET /performer-categories/:id/view). Public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, ok } from '../../lib/http-error';
import { toCategoryJson } from '../../mappers/site';
import { IdOrSlugParams, Page, PageFields, paging, responses } from '../../schemas/common';
import { CategoryJson } from '../../schemas/performers';

const CategoryQuery = Type.Object(
  { ...PageFields, q: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

const performerCategoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = { querystring: CategoryQuery, response: responses(Page(CategoryJson)) };
  app.get('/performer-categories', { schema: list }, async (request, reply) => {
    const q = (request.query.q ?? '').trim().toLowerCase();
    const all = (await app.repos.performerCategories.listActive()).filter(
      (c) => !q || c.name.toLowerCase().includes(q),
    );
    // A short reference list: the default page holds all of it.
    const { offset, limit } = paging({ limit: 100, ...request.query });
    reply.header('Cache-Control', 'public, max-age=300');
    return ok({ data: all.slice(offset, offset + limit).map(toCategoryJson), total: all.length });
  });

  const view = { params: IdOrSlugParams, response: responses(CategoryJson) };
  app.get('/performer-categories/:id/view', { schema: view }, async (request) => {
    const row = await app.repos.performerCategories.findActive(request.params.id);
    if (!row) throw notFound('Category not found');
    return ok(toCategoryJson(row));
  });
};

export default performerCategoriesRoutes;
