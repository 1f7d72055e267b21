// What reactions, bookmarks and reports can point at. Only creators exist so far; the content issue adds
// feeds, videos, galleries, products and comments here (a resolver each, and a bookmark lister each).
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import { toBookmarkedCreatorJson } from '../mappers/social';
import type { Viewer } from '../repositories/directory';
import type { ReactionObjectType } from '../repositories/reactions';
import type { BookmarkList } from '../schemas/social';
import { CREATOR_MESSAGES, visibleCreator } from './viewer';

export interface ResolvedTarget {
  /** creator who owns the object (a creator owns themself) */
  performerId: string;
}

type Resolver = (app: FastifyInstance, viewer: Viewer, id: string) => ResolvedTarget;

const RESOLVERS: Partial<Record<ReactionObjectType, Resolver>> = {
  // A creator the viewer may see: suspended and blocking creators answer with their 403 messages.
  performer: (app, viewer, id) => ({ performerId: visibleCreator(app, viewer, id).id }),
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

export interface BookmarkPage {
  data: unknown[];
  total: number;
}

type BookmarkLister = (app: FastifyInstance, viewer: Viewer, offset: number, limit: number) => BookmarkPage;

const EMPTY: BookmarkLister = () => ({ data: [], total: 0 });

const BOOKMARK_LISTERS: Record<BookmarkList, BookmarkLister> = {
  performers: (app, viewer, offset, limit) => {
    const page = app.repos.directory.bookmarked(viewer, offset, limit);
    return { data: page.rows.map((r) => toBookmarkedCreatorJson(r, viewer.id, app.config.apiPublicUrl)), total: page.total };
  },
  // Filled by the content issue (feeds, videos, galleries, products).
  feeds: EMPTY,
  videos: EMPTY,
  galleries: EMPTY,
  products: EMPTY,
};

export function listBookmarks(app: FastifyInstance, viewer: Viewer, list: BookmarkList, offset: number, limit: number): BookmarkPage {
  return BOOKMARK_LISTERS[list](app, viewer, offset, limit);
}
