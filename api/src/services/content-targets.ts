// What reactions, bookmarks and reports can point at. Only creators exist so far; the content issue adds
// feeds, videos, galleries, products and comments here (a resolver each, and a bookmark lister each).
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import { toBookmarkedCreatorJson, toReactionJson } from '../mappers/social';
import type { Viewer } from '../repositories/directory';
import type { ReactionAction, ReactionObjectType } from '../repositories/reactions';
import type { BookmarkList } from '../schemas/social';
import {
  bookmarkedGalleriesJson,
  bookmarkedProductsJson,
  bookmarkedVideosJson,
  galleryTarget,
  productTarget,
  videoTarget,
} from './asset-targets';
import { commentTarget } from './comments';
import { bookmarkedFeedsJson, feedTarget } from './feeds';
import { CREATOR_MESSAGES, visibleCreator } from './viewer';

export interface ResolvedTarget {
  /** creator who owns the object (a creator owns themself) */
  performerId: string;
  /**
   * Moves one of the object's counters by +1/-1 after a reaction or comment was really created/removed:
   * like → totalLike / stats.likes, bookmark → stats.bookmarks, comment → totalComment / stats.comments.
   * Called by the reactions and comments routes inside their transaction. Unknown counters: ignore.
   */
  adjustCounter?: (counter: TargetCounter, delta: 1 | -1) => void;
  /** The access rule's answer for this viewer (services/access); commenting needs it. Default true. */
  canView?: boolean;
}

/** Counters a target may keep: reactions (like, bookmark, favourite) and comments (totalComment / stats.comments). */
export type TargetCounter = ReactionAction | 'comment';

type Resolver = (app: FastifyInstance, viewer: Viewer, id: string) => ResolvedTarget;

const RESOLVERS: Partial<Record<ReactionObjectType, Resolver>> = {
  // A creator the viewer may see: suspended and blocking creators answer with their 403 messages.
  performer: (app, viewer, id) => ({ performerId: visibleCreator(app, viewer, id).id }),
  feed: (app, viewer, id) => feedTarget(app, viewer, id),
  comment: (app, viewer, id) => commentTarget(app, viewer, id),
  video: (app, viewer, id) => videoTarget(app, viewer, id),
  gallery: (app, viewer, id) => galleryTarget(app, viewer, id),
  product: (app, viewer, id) => productTarget(app, viewer, id),
};

/** The object behind (type, id), checked against the viewer; 404 when it does not exist (yet). */
export function resolveTarget(app: FastifyInstance, viewer: Viewer, type: ReactionObjectType, id: string): ResolvedTarget {
  const resolver = RESOLVERS[type];
  if (!resolver) throw notFound('This item is not found');
  const target = resolver(app, viewer, id);
  if (viewer.id && target.performerId !== viewer.id && app.repos.blocks.isBlocked(target.performerId, viewer.id)) {
    throw forbidden(CREATOR_MESSAGES.userBlocked);
  }
  return target;
}

/**
 * Only the counter of an object, for bookkeeping when a reaction is removed (no viewer checks: anyone
 * may drop their own reaction). undefined when the object is gone or keeps no counter.
 */
export function counterOf(app: FastifyInstance, type: ReactionObjectType, id: string): ResolvedTarget['adjustCounter'] {
  const resolver = RESOLVERS[type];
  if (!resolver || type === 'performer') return undefined;
  try {
    return resolver(app, { id: '', country: '' }, id).adjustCounter;
  } catch {
    return undefined;
  }
}

export interface BookmarkPage {
  data: unknown[];
  total: number;
}

type BookmarkLister = (app: FastifyInstance, viewer: Viewer, offset: number, limit: number) => BookmarkPage;

/**
 * A viewer's bookmarks of one object type as reaction rows with `objectInfo`. `toInfo` maps ids to the
 * entity JSON as the viewer sees it; ids it leaves out (deleted, hidden) are dropped from the page.
 */
export function listBookmarkedObjects(
  app: FastifyInstance,
  viewer: Viewer,
  objectType: ReactionObjectType,
  offset: number,
  limit: number,
  toInfo: (ids: string[]) => Map<string, unknown>,
): BookmarkPage {
  const page = app.repos.reactions.listByUser(viewer.id, 'bookmark', objectType, offset, limit);
  const infos = toInfo(page.rows.map((r) => r.objectId));
  const data = page.rows.filter((r) => infos.has(r.objectId)).map((r) => toReactionJson(r, infos.get(r.objectId)));
  return { data, total: page.total };
}

const BOOKMARK_LISTERS: Record<BookmarkList, BookmarkLister> = {
  performers: (app, viewer, offset, limit) => {
    const page = app.repos.directory.bookmarked(viewer, offset, limit);
    return { data: page.rows.map((r) => toBookmarkedCreatorJson(r, viewer.id, app.config.apiPublicUrl)), total: page.total };
  },
  // Filled by the content issue (feeds, videos, galleries, products).
  feeds: (app, viewer, offset, limit) => listBookmarkedObjects(app, viewer, 'feed', offset, limit, (ids) => bookmarkedFeedsJson(app, viewer, ids)),
  videos: (app, viewer, offset, limit) => listBookmarkedObjects(app, viewer, 'video', offset, limit, (ids) => bookmarkedVideosJson(app, viewer, ids)),
  galleries: (app, viewer, offset, limit) =>
    listBookmarkedObjects(app, viewer, 'gallery', offset, limit, (ids) => bookmarkedGalleriesJson(app, viewer, ids)),
  products: (app, viewer, offset, limit) =>
    listBookmarkedObjects(app, viewer, 'product', offset, limit, (ids) => bookmarkedProductsJson(app, viewer, ids)),
};

export function listBookmarks(app: FastifyInstance, viewer: Viewer, list: BookmarkList, offset: number, limit: number): BookmarkPage {
  return BOOKMARK_LISTERS[list](app, viewer, offset, limit);
}
