// Creator categories (contract: GET /performer-categories, GET /performer-categories/:id/view). Public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, ok } from '../../lib/http-error';
import type { PerformerCategoryRow } from '../../repositories/performer-categories';
import { IdOrSlugParams, PageFields, paging } from '../../schemas/common';

export function toCategoryJson(row: PerformerCategoryRow) {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    ordering: row.ordering,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const CategoryQuery = Type.Object(
  { ...PageFields, q: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

const performerCategoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/performer-categories', { schema: { querystring: CategoryQuery } }, async (request, reply) => {
    const q = (request.query.q ?? '').trim().toLowerCase();
    const all = app.repos.performerCategories
      .listActive()
      .filter((c) => !q || c.name.toLowerCase().includes(q));
    // A short reference list: the default page holds all of it.
    const { offset, limit } = paging({ limit: 100, ...request.query });
    reply.header('Cache-Control', 'public, max-age=300');
    return ok({ data: all.slice(offset, offset + limit).map(toCategoryJson), total: all.length });
  });

  app.get('/performer-categories/:id/view', { schema: { params: IdOrSlugParams } }, async (request) => {
    const row = app.repos.performerCategories.findActive(request.params.id);
    if (!row) throw notFound('Category not found');
    return ok(toCategoryJson(row));
  });
};

export default performerCategoriesRoutes;
