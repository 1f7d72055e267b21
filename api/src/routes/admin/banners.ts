// Home banners from the console (issue 23): list every banner (inactive ones too), create, edit, disable or
// enable (status); each change audited with the fields before and after. The home page reads them through the
// public /site-promo/search (active only, by audience).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toSitePromoJson } from '../../mappers/site';
import type { SitePromoRow } from '../../repositories/site-promos';
import { AdminBannerJson, BannerPatchBody, NewBannerBody, SiteItemParams } from '../../schemas/admin-site';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { audited } from '../../services/audit';

/** What the audit row keeps of a banner (the picture's path is not the operator's to change here). */
const bannerState = (row: SitePromoRow | undefined) =>
  row
    ? {
        title: row.title,
        description: row.description,
        link: row.link,
        position: row.position,
        audience: row.audience,
        ordering: row.ordering,
        status: row.status,
      }
    : null;

/** A change of status alone is a disable / enable in the audit log. */
export const statusOnly = (patch: object & { status?: string }) =>
  patch.status !== undefined && Object.keys(patch).length === 1;

const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = () => app.repos.sitePromos;
  const json = (row: SitePromoRow) => toSitePromoJson(row, app.config.apiPublicUrl);
  const bannerOr404 = (id: string) => {
    const row = repo().find(id);
    if (!row) throw notFound('Banner not found');
    return row;
  };

  app.get(
    '/admin/banners',
    { schema: { querystring: PageQuery, response: responses(Page(AdminBannerJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = repo().listAll(offset, limit);
      return ok({ data: rows.map(json), total });
    },
  );

  app.post(
    '/admin/banners',
    { schema: { body: NewBannerBody, response: responses(AdminBannerJson) } },
    async (request) => {
      const { note, ...b } = request.body;
      const id = newId();
      const row = audited(app, request, {
        action: 'banner.create',
        targetKind: 'banner',
        targetId: id,
        note,
        before: () => null,
        change: () =>
          repo().create(
            {
              id,
              title: b.title.trim(),
              description: (b.description ?? '').trim(),
              link: (b.link ?? '').trim(),
              position: b.position,
              audience: b.audience ?? 'all',
              ordering: b.ordering ?? 0,
              status: b.status ?? 'active',
              photoPath: '',
            },
            app.now().toISOString(),
          ),
        after: () => bannerState(repo().find(id)),
      });
      return ok(json(row));
    },
  );

  app.post(
    '/admin/banners/:id',
    { schema: { params: SiteItemParams, body: BannerPatchBody, response: responses(AdminBannerJson) } },
    async (request) => {
      const { id } = request.params;
      bannerOr404(id);
      const { note, ...patch } = request.body;
      audited(app, request, {
        action: statusOnly(patch) ? `banner.${patch.status === 'active' ? 'enable' : 'disable'}` : 'banner.update',
        targetKind: 'banner',
        targetId: id,
        note,
        before: () => bannerState(repo().find(id)),
        change: () =>
          repo().update(
            id,
            {
              title: patch.title?.trim(),
              description: patch.description?.trim(),
              link: patch.link?.trim(),
              position: patch.position,
              audience: patch.audience,
              ordering: patch.ordering,
              status: patch.status,
            },
            app.now().toISOString(),
          ),
        after: () => bannerState(repo().find(id)),
      });
      return ok(json(bannerOr404(id)));
    },
  );
};

export default bannerRoutes;
