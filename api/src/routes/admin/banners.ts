// Home banners from the console (issue 23): list every banner (inactive ones too), create, edit, disable or
// enable (status), and give a banner its picture (an image upload through the same store as every upload:
// sniffed, re-encoded, EXIF dropped; the replaced picture's bytes are deleted). Each change is audited with the
// fields before and after. The home page reads them through the public /site-promo/search (active only, by
// audience).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound, ok } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { readMultipart } from '../../lib/multipart';
import { toSitePromoJson } from '../../mappers/site';
import type { SitePromoRow } from '../../repositories/site-promos';
import { AdminBannerJson, BannerPatchBody, NewBannerBody, SiteItemParams } from '../../schemas/admin-site';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { relPath, storeUpload } from '../../services/file-store';
import { removeMedia } from '../../services/media-store';
import { auditedSiteItem } from './site-item-audit';

/** What the audit row keeps of a banner. */
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
        photo: row.photoPath,
      }
    : null;

const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = () => app.repos.sitePromos;
  const json = (row: SitePromoRow) => toSitePromoJson(row, app.config.apiPublicUrl);
  const bannerOr404 = async (id: string) => {
    const row = await repo().find(id);
    if (!row) throw notFound('Banner not found');
    return row;
  };
  const state = (id: string) => async () => bannerState(await repo().find(id));

  app.get(
    '/admin/banners',
    { schema: { querystring: PageQuery, response: responses(Page(AdminBannerJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await repo().listAll(offset, limit);
      return ok({ data: rows.map(json), total });
    },
  );

  app.post(
    '/admin/banners',
    { schema: { body: NewBannerBody, response: responses(AdminBannerJson) } },
    async (request) => {
      const { note, ...b } = request.body;
      const id = newId();
      const row = await auditedSiteItem(app, request, {
        kind: 'banner',
        id,
        note,
        state: state(id),
        change: async () =>
          await repo().create(
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
      });
      return ok(json(row));
    },
  );

  app.post(
    '/admin/banners/:id',
    { schema: { params: SiteItemParams, body: BannerPatchBody, response: responses(AdminBannerJson) } },
    async (request) => {
      const { id } = request.params;
      await bannerOr404(id);
      const { note, ...patch } = request.body;
      await auditedSiteItem(app, request, {
        kind: 'banner',
        id,
        note,
        patch,
        state: state(id),
        change: async () =>
          await repo().update(
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
      });
      return ok(json(await bannerOr404(id)));
    },
  );

  // The picture: multipart with one image in `file` (the form's other fields are ignored).
  app.post(
    '/admin/banners/:id/photo',
    { schema: { params: SiteItemParams, response: responses(AdminBannerJson) } },
    async (request) => {
      const { id } = request.params;
      const before = await bannerOr404(id);
      const form = await readMultipart(request, app.config.maxImageBytes);
      if (!form.first) throw new HttpError(400, ['file is required']);
      const file = await storeUpload(app, form.first, { kind: 'banners', accept: ['image'], ownerId: null });
      await auditedSiteItem(app, request, {
        kind: 'banner',
        id,
        verb: 'photo',
        state: state(id),
        change: async () => await repo().update(id, { photoPath: relPath(file) }, app.now().toISOString()),
      });
      await removeReplaced(before.photoPath);
      return ok(json(await bannerOr404(id)));
    },
  );

  /** The replaced picture's row and bytes, when it was a stored banner picture no other banner shows. */
  async function removeReplaced(photoPath: string): Promise<void> {
    const [kind, storedName] = photoPath.split('/');
    if (kind !== 'banners' || !storedName || (await repo().countWithPhoto(photoPath)) > 0) return;
    await removeMedia(app, (await app.repos.files.findByStoredName(kind, storedName))?.id);
  }
};

export default bannerRoutes;
