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
  const pageOr404 = (id: string) => {
    const row = repo().findById(id);
    if (!row) throw notFound('Page not found');
    return row;
  };
  const state = (id: string) => () => pageState(repo().findById(id));
  const full = (row: PostRow) => ({ ...toPostJson(row, true), content: row.content });
  const assertSlugFree = (slug: string, id: string) => {
    const owner = repo().findBySlug(slug);
    if (owner && owner.id !== id) throw new HttpError(409, SLUG_TAKEN);
  };

  app.get(
    '/admin/pages',
    { schema: { querystring: PageQuery, response: responses(Page(PostJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = repo().listAll(offset, limit);
      return ok({ data: rows.map((r) => toPostJson(r, false)), total });
    },
  );

  app.get(
    '/admin/pages/:id',
    { schema: { params: SiteItemParams, response: responses(AdminCmsPageJson) } },
    async (request) => ok(full(pageOr404(request.params.id))),
  );

  app.post(
    '/admin/pages',
    { schema: { body: NewCmsPageBody, response: responses(AdminCmsPageJson) } },
    async (request) => {
      const { note, ...b } = request.body;
      const id = newId();
      assertSlugFree(b.slug, id);
      const row = auditedSiteItem(app, request, {
        kind: 'page',
        id,
        note,
        state: state(id),
        change: () =>
          repo().create(
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
      pageOr404(id);
      const { note, ...patch } = request.body;
      if (patch.slug !== undefined) assertSlugFree(patch.slug, id);
      auditedSiteItem(app, request, {
        kind: 'page',
        id,
        note,
        patch,
        state: state(id),
        change: () =>
          repo().update(
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
      return ok(full(pageOr404(id)));
    },
  );
};

export default cmsPageRoutes;
