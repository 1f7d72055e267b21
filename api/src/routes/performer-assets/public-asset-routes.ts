// The visitor routes videos, galleries and products have in common: the search list (filters, related
// items via excludedId, sortBy / sort, paging) and the detail by id or slug, which counts a view. Each
// public-*.ts passes what is its own and adds the routes only it has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { ok } from '../../lib/http-error';
import type { AssetStat, PublicListQuery as ListFilters } from '../../repositories/asset-sql';
import type { Viewer } from '../../repositories/directory';
import type { Page as RowPage } from '../../repositories/sql';
import { AssetIdOrSlugParams, PublicListQuery } from '../../schemas/assets';
import { Page, paging, responses } from '../../schemas/common';
import { AssetViews } from '../../services/asset-views';
import { viewerOf } from '../../services/viewer';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface PublicAssetKind<Row extends { id: string; performerId: string }, Json extends TSchema> {
  /** e.g. `/performer-assets/videos` */
  base: string;
  /** Detail paths under `base`; `/:id` unless the reference has more spellings. */
  detailPaths?: string[];
  repo: {
    searchPublic(q: ListFilters): Promise<RowPage<Row>>;
    findById(id: string): Promise<Row | undefined>;
    adjustStat(id: string, stat: AssetStat, delta: number): Promise<void>;
  };
  /** The item when the viewer may see it, else a 404. */
  visible: (app: App, viewer: Viewer, idOrSlug: string) => Promise<Row>;
  /** The item's answer schema, and how one viewer sees the items. */
  json: Json;
  list: (views: AssetViews, rows: Row[]) => Promise<Static<Json>[]>;
  one: (views: AssetViews, row: Row) => Promise<Static<Json>>;
  /** List filters only this kind has (videos: isSale). */
  filters?: (query: PublicListQuery) => Partial<ListFilters>;
}

export function registerPublicAssetRoutes<
  Row extends { id: string; performerId: string },
  Json extends TSchema,
>(app: App, kind: PublicAssetKind<Row, Json>): void {
  // Typed per kind by `list` and `one` above (a generic schema's static type does not resolve here).
  const json: TSchema = kind.json;
  const search = { querystring: PublicListQuery, response: responses(Page(json)) };
  app.get(`${kind.base}/search`, { schema: search }, async (request, reply) => {
    const viewer = viewerOf(request);
    const q = request.query;
    const page = await kind.repo.searchPublic({
      viewerId: viewer.id,
      viewerCountry: viewer.country,
      now: app.now().toISOString(),
      performerId: q.performerId || undefined,
      excludedId: q.excludedId || undefined,
      q: q.q,
      ...kind.filters?.(q),
      sortBy: q.sortBy,
      sort: q.sort,
      ...paging(q),
    });
    // Per-viewer flags and signed URLs: never cached by shared caches.
    reply.header('cache-control', 'private, no-store');
    return ok({ data: await kind.list(new AssetViews(app, viewer), page.rows), total: page.total });
  });

  for (const path of kind.detailPaths ?? ['/:id']) {
    const detail = { params: AssetIdOrSlugParams, response: responses(json) };
    app.get(`${kind.base}${path}`, { schema: detail }, async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await kind.visible(app, viewer, request.params.id);
      if (viewer.id !== row.performerId) await kind.repo.adjustStat(row.id, 'views', 1);
      reply.header('cache-control', 'private, no-store');
      return ok(await kind.one(new AssetViews(app, viewer), (await kind.repo.findById(row.id)) ?? row));
    });
  }
}
