// CMS pages from the console (issue 23): list every page (inactive ones too), read one with its body, create,
// edit, disable or enable. The body is sanitised here with the one HTML allowlist (contract/html-policy.ts)
// before it is stored; a slug another page has is 409. Each change is audited (the body as its length: the
// audit log is for who changed what, not a copy of every page).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { sanitizeHtmlBody } from '../../lib/sanitize-html';
import { toPostJson } from '../../mappers/site';
import type { PostRow } from '../../repositories/posts';
import { AdminCmsPageJson, CmsPagePatchBody, NewCmsPageBody, SiteItemParams } from '../../schemas/admin-site';
import { PostJson } from '../../schemas/site';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { auditedSiteItem } from './site-item-audit';

export const SLUG_TAKEN = 'Another page has this address (slug)';

const pageState = (row: PostRow | undefined) =>
  row
    ? {
        title: row.title,
        slug: row.slug,
        shortDescription: row.shortDescription,
        type: row.type,
        ordering: row.ordering,
        status: row.status,
        contentLength: row.content.length,
      }
    : null;

const cmsPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = () => app.repos.posts;
  const pageOr404 = async (id: string) => {
    const row = await repo().findById(id);
    if (!row) throw notFound('Page not found');
    return row;
  };
  const state = (id: string) => async () => pageState(await repo().findById(id));
  const full = (row: PostRow) => ({ ...toPostJson(row, true), content: row.content });
  const assertSlugFree = async (slug: string, id: string) => {
    const owner = await repo().findBySlug(slug);
    if (owner && owner.id !== id) throw new HttpError(409, SLUG_TAKEN);
  };

  app.get(
    '/admin/pages',
    { schema: { querystring: PageQuery, response: responses(Page(PostJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await repo().listAll(offset, limit);
      return ok({ data: rows.map((r) => toPostJson(r, false)), total });
    },
  );

  app.get(
    '/admin/pages/:id',
    { schema: { params: SiteItemParams, response: responses(AdminCmsPageJson) } },
    async (request) => ok(full(await pageOr404(request.params.id))),
  );

  app.post(
    '/admin/pages',
    { schema: { body: NewCmsPageBody, response: responses(AdminCmsPageJson) } },
    async (request) => {
      const { note, ...b } = request.body;
      const id = newId();
      await assertSlugFree(b.slug, id);
      const row = await auditedSiteItem(app, request, {
        kind: 'page',
        id,
        note,
        state: state(id),
        change: async () =>
          await repo().create(
            {
              id,
              title: b.title.trim(),
              slug: b.slug,
              content: sanitizeHtmlBody(b.content),
              shortDescription: (b.shortDescription ?? '').trim(),
              type: b.type ?? 'page',
              ordering: b.ordering ?? 0,
              status: b.status ?? 'active',
            },
            app.now().toISOString(),
          ),
      });
      return ok(full(row));
    },
  );

  app.post(
    '/admin/pages/:id',
    { schema: { params: SiteItemParams, body: CmsPagePatchBody, response: responses(AdminCmsPageJson) } },
    async (request) => {
      const { id } = request.params;
      await pageOr404(id);
      const { note, ...patch } = request.body;
      if (patch.slug !== undefined) await assertSlugFree(patch.slug, id);
      await auditedSiteItem(app, request, {
        kind: 'page',
        id,
        note,
        patch,
        state: state(id),
        change: async () =>
          await repo().update(
            id,
            {
              title: patch.title?.trim(),
              slug: patch.slug,
              content: patch.content === undefined ? undefined : sanitizeHtmlBody(patch.content),
              shortDescription: patch.shortDescription?.trim(),
              type: patch.type,
              ordering: patch.ordering,
              status: patch.status,
            },
            app.now().toISOString(),
          ),
      });
      return ok(full(await pageOr404(id)));
    },
  );
};

export default cmsPageRoutes;
