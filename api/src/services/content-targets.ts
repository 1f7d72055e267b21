// What reactions, bookmarks and reports can point at. Only creators exist so far; the content issue adds
// feeds, videos, galleries, products and comments here (a resolver each, and a bookmark lister each).
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import { toBookmarkedCreatorJson, toReactionJson } from '../mappers/social';
import type { Viewer } from '../repositories/directory';
import type { ReactionObjectType } from '../repositories/reactions';
import type { BookmarkJson, BookmarkList } from '../schemas/social';
import {
  bookmarkedGalleriesJson,
  bookmarkedProductsJson,
  bookmarkedVideosJson,
  galleryTarget,
  productTarget,
  videoTarget,
} from './asset-targets';
import { bookmarkedFeedsJson, feedTarget } from './feeds';
import type { ResolvedTarget } from './target-types';
import { CREATOR_MESSAGES, visibleCreator } from './viewer';

export type { ResolvedTarget, TargetCounter } from './target-types';

type Resolver = (app: FastifyInstance, viewer: Viewer | null, id: string) => Promise<ResolvedTarget>;

/**
 * A comment as a target (likes): the item it belongs to decides (visibility, the creator's blocks, locked
 * content); its counter is the comment's own like count.
 */
async function commentTarget(
  app: FastifyInstance,
  viewer: Viewer | null,
  id: string,
): Promise<ResolvedTarget> {
  const row = await app.repos.comments.findById(id);
  if (!row) throw notFound('Comment not found');
  const adjustCounter: ResolvedTarget['adjustCounter'] = async (counter, delta) => {
    if (counter === 'like') await app.repos.comments.adjustCounter(id, 'totalLike', delta);
  };
  if (!viewer) return { performerId: row.recipientId, adjustCounter };
  if (row.hiddenAt && row.createdBy !== viewer.id) throw notFound('Comment not found');
  const parent = row.objectType === 'comment' ? await app.repos.comments.findById(row.objectId) : row;
  if (!parent || parent.objectType === 'comment') throw notFound('Comment not found');
  const item = await resolveTarget(app, viewer, parent.objectType, parent.objectId);
  return { performerId: item.performerId, canView: item.canView, adjustCounter };
}

const RESOLVERS: Partial<Record<ReactionObjectType, Resolver>> = {
  // A creator the viewer may see: suspended and blocking creators answer with their 403 messages.
  performer: async (app, viewer, id) => ({
    performerId: (await visibleCreator(app, viewer ?? { id: '', country: '' }, id)).id,
  }),
  feed: async (app, viewer, id) => await feedTarget(app, viewer, id),
  comment: async (app, viewer, id) => await commentTarget(app, viewer, id),
  video: async (app, viewer, id) => await videoTarget(app, viewer, id),
  gallery: async (app, viewer, id) => await galleryTarget(app, viewer, id),
  product: async (app, viewer, id) => await productTarget(app, viewer, id),
};

/** The object behind (type, id), checked against the viewer; 404 when it does not exist (yet). */
export async function resolveTarget(
  app: FastifyInstance,
  viewer: Viewer,
  type: ReactionObjectType,
  id: string,
): Promise<ResolvedTarget> {
  const resolver = RESOLVERS[type];
  if (!resolver) throw notFound('This item is not found');
  const target = await resolver(app, viewer, id);
  if (
    viewer.id &&
    target.performerId !== viewer.id &&
    (await app.repos.blocks.isBlocked(target.performerId, viewer.id))
  ) {
    throw forbidden(CREATOR_MESSAGES.userBlocked);
  }
  return target;
}

/**
 * Only the counter of an object, for bookkeeping when a reaction is removed (no viewer checks: anyone
 * may drop their own reaction). undefined when the object is gone or keeps no counter.
 */
export async function counterOf(
  app: FastifyInstance,
  type: ReactionObjectType,
  id: string,
): Promise<ResolvedTarget['adjustCounter']> {
  const resolver = RESOLVERS[type];
  if (!resolver || type === 'performer') return undefined;
  try {
    return (await resolver(app, null, id)).adjustCounter;
  } catch {
    return undefined;
  }
}

export interface BookmarkPage {
  data: BookmarkJson[];
  total: number;
}

type BookmarkLister = (
  app: FastifyInstance,
  viewer: Viewer,
  offset: number,
  limit: number,
) => Promise<BookmarkPage>;

/**
 * A viewer's bookmarks of one object type as reaction rows with `objectInfo`. `toInfo` maps ids to the
 * entity JSON as the viewer sees it; ids it leaves out (deleted, hidden) are dropped from the page.
 */
export async function listBookmarkedObjects<T>(
  app: FastifyInstance,
  viewer: Viewer,
  objectType: ReactionObjectType,
  offset: number,
  limit: number,
  toInfo: (ids: string[]) => Promise<Map<string, T>>,
): Promise<BookmarkPage> {
  const page = await app.repos.reactions.listByUser(viewer.id, 'bookmark', objectType, offset, limit);
  const infos = await toInfo(page.rows.map((r) => r.objectId));
  const data = page.rows
    .filter((r) => infos.has(r.objectId))
    .map((r) => toReactionJson(r, infos.get(r.objectId) as T));
  // The rows are of `objectType` (the query's own filter), which the type system cannot see.
  return { data: data as BookmarkJson[], total: page.total };
}

const BOOKMARK_LISTERS: Record<BookmarkList, BookmarkLister> = {
  performers: async (app, viewer, offset, limit) => {
    const page = await app.repos.directory.bookmarked(viewer, offset, limit);
    return {
      data: page.rows.map((r) => toBookmarkedCreatorJson(r, viewer.id, app.config.apiPublicUrl)),
      total: page.total,
    };
  },
  // Filled by the content issue (feeds, videos, galleries, products).
  feeds: async (app, viewer, offset, limit) =>
    await listBookmarkedObjects(
      app,
      viewer,
      'feed',
      offset,
      limit,
      async (ids) => await bookmarkedFeedsJson(app, viewer, ids),
    ),
  videos: async (app, viewer, offset, limit) =>
    await listBookmarkedObjects(
      app,
      viewer,
      'video',
      offset,
      limit,
      async (ids) => await bookmarkedVideosJson(app, viewer, ids),
    ),
  galleries: async (app, viewer, offset, limit) =>
    await listBookmarkedObjects(
      app,
      viewer,
      'gallery',
      offset,
      limit,
      async (ids) => await bookmarkedGalleriesJson(app, viewer, ids),
    ),
  products: async (app, viewer, offset, limit) =>
    await listBookmarkedObjects(
      app,
      viewer,
      'product',
      offset,
      limit,
      async (ids) => await bookmarkedProductsJson(app, viewer, ids),
    ),
};

export async function listBookmarks(
  app: FastifyInstance,
  viewer: Viewer,
  list: BookmarkList,
  offset: number,
  limit: number,
): Promise<BookmarkPage> {
  return BOOKMARK_LISTERS[list](app, viewer, offset, limit);
}
