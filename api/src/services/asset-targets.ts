// Videos, galleries and products as targets of reactions, comments and bookmarks (services/content-targets).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import type { AssetStat } from '../repositories/asset-sql';
import type { Viewer } from '../repositories/directory';
import { AssetViews, type GalleryJson, type ProductJson, type VideoJson } from './asset-views';
import { assertVisible, isVideoPublished, isVisibleTo } from './assets';
import type { ResolvedTarget, TargetCounter } from './target-types';

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
 * Shared shape: 404 when the item is gone; hidden items (inactive, scheduled, creator hidden or blocking the
 * viewer's country) are refused to every viewer, signed in or not (the creator's block answers its 403).
 * `viewer` null is counter bookkeeping only (DELETE /reactions, deletes): no decision is made.
 */
function target<Row extends { performerId: string; status: string }>(
  app: FastifyInstance,
  viewer: Viewer | null,
  repo: TargetRepo<Row>,
  id: string,
  rules: { hidden?: (row: Row) => boolean; canView?: (row: Row) => boolean } = {},
): ResolvedTarget {
  const row = repo.findById(id);
  if (!row) throw notFound(NOT_FOUND);
  const counters = counter((stat, delta) => repo.adjustStat(id, stat, delta));
  if (!viewer) return { performerId: row.performerId, canView: false, adjustCounter: counters };
  assertVisible(app, viewer, row, NOT_FOUND, rules.hidden?.(row) ?? false);
  return {
    performerId: row.performerId,
    canView: rules.canView?.(row) ?? true,
    adjustCounter: counters,
  };
}

export function videoTarget(app: FastifyInstance, viewer: Viewer | null, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.videos, id, {
    hidden: (row) => !isVideoPublished(app, row),
    canView: (row) => new AssetViews(app, viewer as Viewer).videoAccess(row).canView,
  });
}

export function galleryTarget(app: FastifyInstance, viewer: Viewer | null, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.galleries, id, {
    canView: (row) => new AssetViews(app, viewer as Viewer).galleryAccess(row).canView,
  });
}

/** Products are public (only the digital file is protected). */
export function productTarget(app: FastifyInstance, viewer: Viewer | null, id: string): ResolvedTarget {
  return target(app, viewer, app.repos.products, id);
}

/** Bookmark listers: the items the viewer may still see, as JSON, by id. */
export function bookmarkedVideosJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, VideoJson> {
  const rows = app.repos.videos
    .findByIds(ids)
    .filter((r) => isVisibleTo(app, viewer, r, !isVideoPublished(app, r)));
  return new Map(new AssetViews(app, viewer).videos(rows).map((json) => [json._id, json]));
}

export function bookmarkedGalleriesJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, GalleryJson> {
  const rows = app.repos.galleries.findByIds(ids).filter((r) => isVisibleTo(app, viewer, r));
  return new Map(new AssetViews(app, viewer).galleries(rows).map((json) => [json._id, json]));
}

export function bookmarkedProductsJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, ProductJson> {
  const rows = app.repos.products.findByIds(ids).filter((r) => isVisibleTo(app, viewer, r));
  return new Map(new AssetViews(app, viewer).products(rows).map((json) => [json._id, json]));
}
