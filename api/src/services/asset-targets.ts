// Videos, galleries and products as targets of reactions, comments and bookmarks (services/content-targets).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import type { AssetStat } from '../repositories/asset-sql';
import type { Viewer } from '../repositories/directory';
import { AssetViews } from './asset-views';
import { isVideoPublished, isVisibleTo } from './assets';
import type { ResolvedTarget, TargetCounter } from './content-targets';

const NOT_FOUND = 'This item is not found';

const COUNTERS: Partial<Record<TargetCounter, AssetStat>> = {
  like: 'likes',
  bookmark: 'bookmarks',
  comment: 'comments',
};

function counter(adjust: (stat: AssetStat, delta: number) => void): ResolvedTarget['adjustCounter'] {
  return (c, delta) => {
    const stat = COUNTERS[c];
    if (stat) adjust(stat, delta);
  };
}

interface TargetRepo<Row> {
  findById(id: string): Row | undefined;
  adjustStat(id: string, stat: AssetStat, delta: number): void;
}

/**
 * Shared shape: 404 when the item is gone; hidden items (inactive, scheduled, creator hidden) are 404 for
 * a signed-in viewer. Without a viewer (counter bookkeeping of DELETE /reactions) they resolve locked.
 */
function target<Row extends { performerId: string; status: string }>(
  app: FastifyInstance,
  viewer: Viewer,
  repo: TargetRepo<Row>,
  id: string,
  rules: { hidden?: (row: Row) => boolean; canView?: (row: Row) => boolean } = {},
): ResolvedTarget {
  const row = repo.findById(id);
  if (!row) throw notFound(NOT_FOUND);
  const visible = isVisibleTo(app, viewer, row, rules.hidden?.(row) ?? false);
  if (!visible && viewer.id) throw notFound(NOT_FOUND);
  return {
    performerId: row.performerId,
    canView: visible && (rules.canView?.(row) ?? true),
    adjustCounter: counter((stat, delta) => repo.adjustStat(id, stat, delta)),
  };
}

export function videoTarget(app: FastifyInstance, viewer: Viewer, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.videos, id, {
    hidden: (row) => !isVideoPublished(app, row),
    canView: (row) => new AssetViews(app, viewer).videoAccess(row).canView,
  });
}

export function galleryTarget(app: FastifyInstance, viewer: Viewer, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.galleries, id, {
    canView: (row) => new AssetViews(app, viewer).galleryAccess(row).canView,
  });
}

/** Products are public (only the digital file is protected). */
export function productTarget(app: FastifyInstance, viewer: Viewer, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.products, id);
}

/** Bookmark listers: the items the viewer may still see, as JSON, by id. */
export function bookmarkedVideosJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, unknown> {
  const rows = app.repos.videos
    .findByIds(ids)
    .filter((r) => isVisibleTo(app, viewer, r, !isVideoPublished(app, r)));
  return new Map(new AssetViews(app, viewer).videos(rows).map((json) => [json._id, json]));
}

export function bookmarkedGalleriesJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, unknown> {
  const rows = app.repos.galleries.findByIds(ids).filter((r) => isVisibleTo(app, viewer, r));
  return new Map(new AssetViews(app, viewer).galleries(rows).map((json) => [json._id, json]));
}

export function bookmarkedProductsJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, unknown> {
  const rows = app.repos.products.findByIds(ids).filter((r) => isVisibleTo(app, viewer, r));
  return new Map(new AssetViews(app, viewer).products(rows).map((json) => [json._id, json]));
}
