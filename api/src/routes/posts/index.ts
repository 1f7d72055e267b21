// CMS pages (spec §7 "Posts"). Public; inactive pages do not exist for visitors.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { toPostJson } from '../../mappers/site';
import { IdOrSlugParams, Page, paging, responses } from '../../schemas/common';
import { PostJson, PostSearchQuery } from '../../schemas/site';

const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search = { querystring: PostSearchQuery, response: responses(Page(PostJson)) };
  app.get('/posts/search', { schema: search }, async (request) => {
    const { offset, limit } = paging(request.query);
    if (request.query.status === 'inactive') return ok({ data: [], total: 0 });
    const page = await app.repos.posts.searchActive({
      q: (request.query.q ?? '').trim(),
      type: request.query.type ?? '',
      offset,
      limit,
    });
    return ok({ data: page.rows.map((r) => toPostJson(r, false)), total: page.total });
  });

  app.get(
    '/posts/:id',
    { schema: { params: IdOrSlugParams, response: responses(PostJson) } },
    async (request) => {
      const post = await app.repos.posts.findActive(request.params.id);
      if (!post) throw notFound('This page is not found');
      return ok(toPostJson(post, true));
    },
  );
};

export default postsRoutes;
