// Posts (contract "Feeds") as viewers see them: the visibility and access rule, the per-viewer JSON (likes,
// bookmarks, votes), a post's file status, posts as reaction/comment targets. Editing: feed-editing.ts; polls: polls.ts.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { toFeedJson, toPollJson, type FeedJson } from '../mappers/feeds';
import { loadMedia, mediaJson, toFileStatusJson, type FileJson } from '../mappers/media';
import type { Viewer } from '../repositories/directory';
import type { FeedRow, FeedWithCreatorRow } from '../repositories/feeds';
import { ViewerAccess, type ItemAccess } from './access';
import { ownerModeration } from './moderation';
import { assertCanSeeCreator } from './viewer';

export const FEED_MESSAGES = {
  notFound: 'Post not found',
  pollClosed: 'The poll is now closed',
  alreadyVoted: 'You have already voted for this poll',
  pollNotFound: 'Poll not found',
  pollLocked: 'Subscribe to vote in this poll',
  fileNotFound: 'File not found',
} as const;

/** ISO text of a client date ('' / null → null); 400 when it does not parse. */
export function parseDate(value: string | null | undefined, field: string): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new HttpError(400, [`${field} must be a valid date`]);
  return d.toISOString();
}

export function feedAccessItem(row: FeedRow) {
  return {
    ownerId: row.performerId,
    targetType: 'feed' as const,
    targetId: row.id,
    isSale: row.isSale === 1,
    priceCents: row.priceCents,
    scheduledAt: row.isSchedule === 1 ? row.scheduleAt : null,
  };
}

/** Text and scheduled-streaming posts have no media: their text is always visible. */
export function feedCanView(access: ItemAccess, row: FeedRow): boolean {
  return access.canView || row.type === 'text' || row.type === 'scheduled-streaming';
}

/** Posts as one viewer sees them (one query per relation kind for the whole list). */
export async function feedsJson(
  app: FastifyInstance,
  viewer: Viewer,
  rows: FeedWithCreatorRow[],
  access = new ViewerAccess(app, viewer.id),
): Promise<FeedJson[]> {
  const ids = rows.map((r) => r.id);
  const fileIds = await app.repos.feedFiles.idsOf(ids);
  const polls = await app.repos.polls.byFeeds(ids);
  const media = await loadMedia(app, [
    ...rows.flatMap((r) => [r.teaserId, r.thumbnailId]),
    ...[...fileIds.values()].flat(),
  ]);
  const liked = await app.repos.reactions.reactedAmong(viewer.id, 'like', 'feed', ids);
  const bookmarked = await app.repos.reactions.reactedAmong(viewer.id, 'bookmark', 'feed', ids);
  const voted = await app.repos.polls.votedAmong(viewer.id, ids);
  return await Promise.all(
    rows.map(async (row) => {
      const a = await access.of(feedAccessItem(row));
      const canView = feedCanView(a, row);
      const ownPolls = polls.get(row.id) ?? [];
      const files = (fileIds.get(row.id) ?? [])
        .map((id) => mediaJson(app, media, id, { canView }))
        .filter((f): f is FileJson => f !== null);
      return toFeedJson(
        row,
        {
          fileIds: files.map((f) => f._id),
          files,
          // creator-chosen marketing media: public whatever the access
          thumbnail: mediaJson(app, media, row.thumbnailId, { canView: true }),
          teaser: mediaJson(app, media, row.teaserId, { canView: true }),
          polls: ownPolls.map((p) => toPollJson(p, voted.has(p.id))),
          flags: {
            isLiked: liked.has(row.id),
            isBookMarked: bookmarked.has(row.id),
            isSubscribed: a.isSubscribed,
            isBought: a.isBought,
            isFollowed: a.isFollowed,
            isVoted: ownPolls.some((p) => voted.has(p.id)),
          },
          moderation: ownerModeration(row, a.isOwner),
        },
        app.config.apiPublicUrl,
      );
    }),
  );
}

export function viewQuery(app: FastifyInstance, viewer: Viewer) {
  return { viewerId: viewer.id, viewerCountry: viewer.country, now: app.now().toISOString() };
}

/** A post the viewer may see, by id or slug; 404 "Post not found" otherwise (scheduled ones included). */
export async function visibleFeed(
  app: FastifyInstance,
  viewer: Viewer,
  idOrSlug: string,
): Promise<FeedWithCreatorRow> {
  const row = await app.repos.feeds.findVisible(idOrSlug, viewQuery(app, viewer));
  if (row) return row;
  // A creator's block (of this fan or their country) or suspension answers as it does on the profile.
  const creatorId = await app.repos.feeds.creatorOf(idOrSlug);
  const creator = creatorId ? await app.repos.directory.findCreator(creatorId, viewer.id) : undefined;
  if (creator) await assertCanSeeCreator(app, viewer, creator);
  throw notFound(FEED_MESSAGES.notFound);
}

/** The creator's own post; 404 when missing, 403 when it is another creator's. */
export async function ownFeed(app: FastifyInstance, creatorId: string, id: string): Promise<FeedRow> {
  const row = await app.repos.feeds.findById(id);
  if (!row) throw notFound(FEED_MESSAGES.notFound);
  if (row.performerId !== creatorId) throw forbidden();
  return row;
}

export async function ownFeedJson(app: FastifyInstance, creatorId: string, id: string): Promise<FeedJson> {
  await ownFeed(app, creatorId, id);
  const row = await app.repos.feeds.findVisible(id, {
    viewerId: creatorId,
    viewerCountry: '',
    now: app.now().toISOString(),
  });
  if (!row) throw notFound(FEED_MESSAGES.notFound);
  return (await feedsJson(app, { id: creatorId, country: '' }, [row]))[0];
}

/** `{_id, status, url}` of one of a post's files; url only when finished and the viewer has access. */
export async function feedFileStatus(app: FastifyInstance, viewer: Viewer, feedId: string, fileId: string) {
  const feed = await visibleFeed(app, viewer, feedId);
  if (!(await app.repos.feedFiles.has(feed.id, fileId))) throw notFound(FEED_MESSAGES.fileNotFound);
  const access = await new ViewerAccess(app, viewer.id).of(feedAccessItem(feed));
  const isMarketing = fileId === feed.teaserId || fileId === feed.thumbnailId;
  const json = mediaJson(app, await loadMedia(app, [fileId]), fileId, {
    canView: isMarketing || feedCanView(access, feed),
  });
  if (!json) throw notFound(FEED_MESSAGES.fileNotFound);
  return toFileStatusJson(json);
}

/** Reaction/comment target of a post the viewer may see (content-targets resolver). */
/** A post as a reaction/comment target; `viewer` null is counter bookkeeping only. */
export async function feedTarget(app: FastifyInstance, viewer: Viewer | null, id: string) {
  const columns = { like: 'totalLike', bookmark: 'totalBookmark', comment: 'totalComment' } as const;
  const adjustCounter = async (counter: string, delta: 1 | -1) => {
    const column = columns[counter as keyof typeof columns];
    if (column) await app.repos.feeds.adjustCounter(id, column, delta);
  };
  if (!viewer) {
    const raw = await app.repos.feeds.findById(id);
    if (!raw) throw notFound(FEED_MESSAGES.notFound);
    return { performerId: raw.performerId, canView: false, adjustCounter };
  }
  const row = await visibleFeed(app, viewer, id);
  const access = await new ViewerAccess(app, viewer.id).of(feedAccessItem(row));
  return { performerId: row.performerId, canView: feedCanView(access, row), adjustCounter };
}

/** Bookmarked posts as the viewer sees them now (hidden ones left out). */
export async function bookmarkedFeedsJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Promise<Map<string, FeedJson>> {
  const visible = await app.repos.feeds.visibleAmong(ids, viewQuery(app, viewer));
  const rows = await app.repos.feeds.findManyWithCreator(ids.filter((id) => visible.has(id)));
  return new Map((await feedsJson(app, viewer, rows)).map((json) => [json._id, json]));
}
