// Videos, galleries and products as targets of reactions, comments and bookmarks (services/content-targets).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import type { AssetStat } from '../repositories/asset-sql';
import type { Viewer } from '../repositories/directory';
import { AssetViews, type GalleryJson, type ProductJson, type VideoJson } from './asset-views';
import { assertVisible, isVideoPublished, isVisibleTo } from './assets';
import type { ResolvedTarget, TargetCounter } from './target-types';
import { filterAsync } from '../lib/async-list';

const NOT_FOUND = 'This item is not found';

const COUNTERS: Partial<Record<TargetCounter, AssetStat>> = {
  like: 'likes',
  bookmark: 'bookmarks',
  comment: 'comments',
};

function counter(adjust: (stat: AssetStat, delta: number) => Promise<void>): ResolvedTarget['adjustCounter'] {
  return async (c, delta) => {
    const stat = COUNTERS[c];
    if (stat) await adjust(stat, delta);
  };
}

interface TargetRepo<Row> {
  findById(id: string): Promise<Row | undefined>;
  adjustStat(id: string, stat: AssetStat, delta: number): Promise<void>;
}

/**
 * Shared shape: 404 when the item is gone; hidden items (inactive, scheduled, creator hidden or blocking the
 * viewer's country) are refused to every viewer, signed in or not (the creator's block answers its 403).
 * `viewer` null is counter bookkeeping only (DELETE /reactions, deletes): no decision is made.
 */
async function target<Row extends { performerId: string; status: string }>(
  app: FastifyInstance,
  viewer: Viewer | null,
  repo: TargetRepo<Row>,
  id: string,
  rules: { hidden?: (row: Row) => boolean; canView?: (row: Row) => Promise<boolean> } = {},
): Promise<ResolvedTarget> {
  const row = await repo.findById(id);
  if (!row) throw notFound(NOT_FOUND);
  const counters = counter(async (stat, delta) => await repo.adjustStat(id, stat, delta));
  if (!viewer) return { performerId: row.performerId, canView: false, adjustCounter: counters };
  await assertVisible(app, viewer, row, NOT_FOUND, rules.hidden?.(row) ?? false);
  return {
    performerId: row.performerId,
    canView: (await rules.canView?.(row)) ?? true,
    adjustCounter: counters,
  };
}

export async function videoTarget(
  app: FastifyInstance,
  viewer: Viewer | null,
  id: string,
): Promise<ResolvedTarget> {
  return await target(app, viewer, app.repos.videos, id, {
    hidden: (row) => !isVideoPublished(app, row),
    canView: async (row) => (await new AssetViews(app, viewer as Viewer).videoAccess(row)).canView,
  });
}

export async function galleryTarget(
  app: FastifyInstance,
  viewer: Viewer | null,
  id: string,
): Promise<ResolvedTarget> {
  return await target(app, viewer, app.repos.galleries, id, {
    canView: async (row) => (await new AssetViews(app, viewer as Viewer).galleryAccess(row)).canView,
  });
}

/** Products are public (only the digital file is protected). */
export async function productTarget(
  app: FastifyInstance,
  viewer: Viewer | null,
  id: string,
): Promise<ResolvedTarget> {
  return await target(app, viewer, app.repos.products, id);
}

/** Bookmark listers: the items the viewer may still see, as JSON, by id. */
export async function bookmarkedVideosJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Promise<Map<string, VideoJson>> {
  const rows = await filterAsync(
    await app.repos.videos.findByIds(ids),
    async (r) => await isVisibleTo(app, viewer, r, !isVideoPublished(app, r)),
  );
  return new Map((await new AssetViews(app, viewer).videos(rows)).map((json) => [json._id, json]));
}

export async function bookmarkedGalleriesJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Promise<Map<string, GalleryJson>> {
  const rows = await filterAsync(
    await app.repos.galleries.findByIds(ids),
    async (r) => await isVisibleTo(app, viewer, r),
  );
  return new Map((await new AssetViews(app, viewer).galleries(rows)).map((json) => [json._id, json]));
}

export async function bookmarkedProductsJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Promise<Map<string, ProductJson>> {
  const rows = await filterAsync(
    await app.repos.products.findByIds(ids),
    async (r) => await isVisibleTo(app, viewer, r),
  );
  return new Map((await new AssetViews(app, viewer).products(rows)).map((json) => [json._id, json]));
}
