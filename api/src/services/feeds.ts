// Posts (contract "Feeds"): validation of the creator's form, create/update/delete with the creator's
// totalFeeds in step, polls and votes, and the per-viewer JSON (access rule, likes, bookmarks, votes).
import { announceBalances, type BalanceChanges } from './ledger';
import { refundBuyersOf } from './refunds';
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound, unprocessable } from '../lib/http-error';
import { toCents } from '../lib/money';
import { removeMedia } from './media-store';
import { toFeedJson, toPollJson, type FeedJson } from '../mappers/feeds';
import { loadMedia, mediaJson, toFileStatusJson, type FileJson } from '../mappers/media';
import type { Viewer } from '../repositories/directory';
import type { FeedInput, FeedRow, FeedWithCreatorRow, PollRow } from '../repositories/feeds';
import type { FeedBody, PollBody } from '../schemas/feeds';
import { ViewerAccess, assertVerifiedCreator, type ItemAccess } from './access';
import { uniqueSlug } from './assets';
import { assertSalePrice } from './pricing';
import { assertCanSeeCreator } from './viewer';
import { removeCommentsFor } from './comment-cleanup';

export const FEED_MESSAGES = {
  notFound: 'Post not found',
  pollClosed: 'The poll is now closed',
  alreadyVoted: 'You have already voted for this poll',
  pollNotFound: 'Poll not found',
  pollLocked: 'Subscribe to vote in this poll',
  fileNotFound: 'File not found',
} as const;

/** Kind of file each post type takes in fileIds. */
const FILE_KIND: Record<string, string | null> = {
  text: null,
  'scheduled-streaming': null,
  photo: 'feed-photo',
  video: 'feed-video',
  audio: 'feed-audio',
};

/** ISO text of a client date ('' / null → null); 400 when it does not parse. */
export function parseDate(value: string | null | undefined, field: string): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new HttpError(400, [`${field} must be a valid date`]);
  return d.toISOString();
}

function feedAccessItem(row: FeedRow) {
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
export function feedsJson(
  app: FastifyInstance,
  viewer: Viewer,
  rows: FeedWithCreatorRow[],
  access = new ViewerAccess(app, viewer.id),
): FeedJson[] {
  const ids = rows.map((r) => r.id);
  const fileIds = app.repos.feeds.fileIdsOf(ids);
  const polls = app.repos.feeds.pollsOf(ids);
  const media = loadMedia(app, [
    ...rows.flatMap((r) => [r.teaserId, r.thumbnailId]),
    ...[...fileIds.values()].flat(),
  ]);
  const liked = app.repos.reactions.reactedAmong(viewer.id, 'like', 'feed', ids);
  const bookmarked = app.repos.reactions.reactedAmong(viewer.id, 'bookmark', 'feed', ids);
  const voted = app.repos.feeds.votedPollIds(viewer.id, ids);
  return rows.map((row) => {
    const a = access.of(feedAccessItem(row));
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
      },
      app.config.apiPublicUrl,
    );
  });
}

function viewQuery(app: FastifyInstance, viewer: Viewer) {
  return { viewerId: viewer.id, viewerCountry: viewer.country, now: app.now().toISOString() };
}

/** A post the viewer may see, by id or slug; 404 "Post not found" otherwise (scheduled ones included). */
export function visibleFeed(app: FastifyInstance, viewer: Viewer, idOrSlug: string): FeedWithCreatorRow {
  const row = app.repos.feeds.findVisible(idOrSlug, viewQuery(app, viewer));
  if (row) return row;
  // A creator's block (of this fan or their country) or suspension answers as it does on the profile.
  const creatorId = app.repos.feeds.creatorOf(idOrSlug);
  const creator = creatorId ? app.repos.directory.findCreator(creatorId, viewer.id) : undefined;
  if (creator) assertCanSeeCreator(app, viewer, creator);
  throw notFound(FEED_MESSAGES.notFound);
}

/** The creator's own post; 404 when missing, 403 when it is another creator's. */
export function ownFeed(app: FastifyInstance, creatorId: string, id: string): FeedRow {
  const row = app.repos.feeds.findById(id);
  if (!row) throw notFound(FEED_MESSAGES.notFound);
  if (row.performerId !== creatorId) throw forbidden();
  return row;
}

export function ownFeedJson(app: FastifyInstance, creatorId: string, id: string): FeedJson {
  ownFeed(app, creatorId, id);
  const row = app.repos.feeds.findVisible(id, {
    viewerId: creatorId,
    viewerCountry: '',
    now: app.now().toISOString(),
  });
  if (!row) throw notFound(FEED_MESSAGES.notFound);
  return feedsJson(app, { id: creatorId, country: '' }, [row])[0];
}

interface BuiltFeed {
  input: FeedInput;
  fileIds: string[];
  pollIds: string[];
}

function assertOwnFile(
  app: FastifyInstance,
  creatorId: string,
  fileId: string,
  kinds: string[],
  feedId: string,
): void {
  const file = app.repos.files.findMedia(fileId);
  if (!file || file.ownerId !== creatorId || file.parentId || !kinds.includes(file.kind)) {
    throw unprocessable('A file does not exist, is not yours or does not fit this post');
  }
  if (app.repos.feeds.fileInUse(fileId, feedId))
    throw unprocessable('A file is already used by another post');
}

/** Validates the form (contract "Feeds") and builds the row input. */
function buildFeed(app: FastifyInstance, creatorId: string, body: FeedBody, existing?: FeedRow): BuiltFeed {
  const now = app.now().toISOString();
  const feedId = existing?.id ?? '';
  const type = body.type;
  const text = (body.text ?? '').trim();
  if (type === 'text' && !text) throw unprocessable('Please enter the text of your post');

  const kind = FILE_KIND[type];
  const fileIds = kind ? [...new Set(body.fileIds ?? [])] : [];
  if (!kind && (body.fileIds ?? []).length)
    throw unprocessable('Text and scheduled live posts have no files');
  for (const id of fileIds) assertOwnFile(app, creatorId, id, [kind as string], feedId);
  if (type === 'photo' && fileIds.length < 1) throw unprocessable('A photo post needs at least one photo');
  if (type === 'video' && fileIds.length !== 1) throw unprocessable('A video post needs exactly one video');
  if (type === 'audio' && fileIds.length !== 1)
    throw unprocessable('An audio post needs exactly one audio file');

  const teaserId = type === 'video' && body.teaserId ? body.teaserId : null;
  // Teaser and thumbnail are public marketing media: only their own (public) kinds, never a protected
  // original that would then be shown unlocked.
  if (teaserId) assertOwnFile(app, creatorId, teaserId, ['feed-teaser'], feedId);
  const thumbnailId = body.thumbnailId || null;
  if (thumbnailId) assertOwnFile(app, creatorId, thumbnailId, ['feed-thumbnail'], feedId);

  const hasMedia = kind !== null;
  const isSale = hasMedia && body.isSale === true;
  const priceCents = isSale ? toCents(body.price ?? 0) : 0;
  assertSalePrice(priceCents);

  const streamingScheduled =
    type === 'scheduled-streaming' ? parseDate(body.streamingScheduled, 'streamingScheduled') : null;
  if (type === 'scheduled-streaming' && (!streamingScheduled || streamingScheduled <= now)) {
    const unchanged = existing && existing.streamingScheduled === streamingScheduled;
    if (!unchanged) throw unprocessable('Please choose a streaming time in the future');
  }

  const isSchedule = body.isSchedule === true;
  const scheduleAt = isSchedule ? parseDate(body.scheduleAt, 'scheduleAt') : null;
  if (isSchedule && !scheduleAt) throw unprocessable('Please choose when to publish the post');
  if (isSchedule && !existing && (scheduleAt as string) <= now)
    throw unprocessable('Please choose a publishing time in the future');

  // Polls are created first (POST /performer/feeds/polls) and cannot be edited: ignored on update.
  const pollIds = existing ? [] : [...new Set(body.pollIds ?? [])];
  if (pollIds.length === 1) throw unprocessable('A poll needs at least 2 options');
  for (const id of pollIds) {
    const poll = app.repos.feeds.findPoll(id);
    if (!poll || poll.performerId !== creatorId || poll.feedId)
      throw unprocessable(FEED_MESSAGES.pollNotFound);
  }
  const pollExpiredAt = existing ? existing.pollExpiredAt : parseDate(body.pollExpiredAt, 'pollExpiredAt');

  return {
    fileIds,
    pollIds,
    input: {
      type,
      title: body.title !== undefined ? body.title.trim() : (existing?.title ?? ''),
      text,
      isSale: isSale ? 1 : 0,
      priceCents,
      teaserId,
      thumbnailId,
      pollDescription: existing ? existing.pollDescription : (body.pollDescription ?? '').trim(),
      pollExpiredAt,
      streamingScheduled,
      isSchedule: isSchedule ? 1 : 0,
      scheduleAt,
      status: existing ? (body.status ?? existing.status) : 'active',
      isPinned: body.isPinned ? 1 : 0,
    },
  };
}

export function createFeed(app: FastifyInstance, creatorId: string, body: FeedBody): FeedJson {
  assertVerifiedCreator(app, creatorId);
  const built = buildFeed(app, creatorId, body);
  const now = app.now().toISOString();
  const row = app.db.transaction(() => {
    const slug = uniqueSlug(built.input.text.slice(0, 60) || built.input.type, (s) =>
      app.repos.feeds.slugTaken(s),
    );
    const created = app.repos.feeds.create({ ...built.input, performerId: creatorId, slug }, now);
    app.repos.feeds.setFiles(created.id, built.fileIds);
    app.repos.feeds.attachPolls(created.id, built.pollIds);
    app.repos.performers.adjustStat(creatorId, 'totalFeeds', 1);
    return created;
  })();
  return ownFeedJson(app, creatorId, row.id);
}

/** Files a post points at (media, teaser, thumbnail). */
function filesOf(app: FastifyInstance, row: FeedRow): string[] {
  return [...(app.repos.feeds.fileIdsOf([row.id]).get(row.id) ?? []), row.teaserId, row.thumbnailId].filter(
    (id): id is string => Boolean(id),
  );
}

export async function updateFeed(
  app: FastifyInstance,
  creatorId: string,
  id: string,
  body: FeedBody,
): Promise<FeedJson> {
  const existing = ownFeed(app, creatorId, id);
  const built = buildFeed(app, creatorId, body, existing);
  const before = filesOf(app, existing);
  app.db.transaction(() => {
    app.repos.feeds.update(id, built.input, app.now().toISOString());
    app.repos.feeds.setFiles(id, built.fileIds);
  })();
  const after = new Set(filesOf(app, app.repos.feeds.findById(id) as FeedRow));
  for (const fileId of before) if (!after.has(fileId)) await removeMedia(app, fileId);
  return ownFeedJson(app, creatorId, id);
}

/** Deletes a post with its files, polls/votes, comments, reactions and purchases; its buyers are refunded. */
export async function deleteFeed(app: FastifyInstance, creatorId: string, id: string): Promise<void> {
  const row = ownFeed(app, creatorId, id);
  const files = filesOf(app, row);
  let changes: BalanceChanges = new Map();
  app.db.transaction(() => {
    changes = refundBuyersOf(app, 'feed', id);
    removeCommentsFor(app, 'feed', id);
    app.repos.reactions.removeForObject('feed', id);
    app.repos.purchases.removeForTarget('feed', id);
    app.repos.feeds.delete(id);
    app.repos.performers.adjustStat(creatorId, 'totalFeeds', -1);
  })();
  announceBalances(app, changes);
  for (const fileId of files) await removeMedia(app, fileId);
}

export function createPoll(app: FastifyInstance, creatorId: string, body: PollBody) {
  assertVerifiedCreator(app, creatorId);
  const expiredAt = parseDate(body.expiredAt, 'expiredAt');
  const poll = app.repos.feeds.createPoll(
    creatorId,
    body.description.trim(),
    expiredAt,
    app.now().toISOString(),
  );
  return toPollJson(poll, false);
}

function pollClosed(app: FastifyInstance, poll: PollRow, feed: FeedRow): boolean {
  const now = app.now().toISOString();
  return Boolean(
    (poll.expiredAt && poll.expiredAt <= now) || (feed.pollExpiredAt && feed.pollExpiredAt <= now),
  );
}

export function votePoll(app: FastifyInstance, viewer: Viewer, pollId: string) {
  const poll = app.repos.feeds.findPoll(pollId);
  if (!poll || !poll.feedId) throw notFound(FEED_MESSAGES.pollNotFound);
  const feed = app.repos.feeds.findVisible(poll.feedId, viewQuery(app, viewer));
  if (!feed) throw notFound(FEED_MESSAGES.pollNotFound);
  // A locked post's poll is locked too: only those who may see the post vote.
  if (!feedCanView(new ViewerAccess(app, viewer.id).of(feedAccessItem(feed)), feed))
    throw forbidden(FEED_MESSAGES.pollLocked);
  if (pollClosed(app, poll, feed)) throw unprocessable(FEED_MESSAGES.pollClosed);
  const added = app.db.transaction(() => app.repos.feeds.vote(poll, viewer.id, app.now().toISOString()))();
  if (!added) throw unprocessable(FEED_MESSAGES.alreadyVoted);
  return toPollJson(app.repos.feeds.findPoll(pollId) as PollRow, true);
}

/** `{_id, status, url}` of one of a post's files; url only when finished and the viewer has access. */
export function feedFileStatus(app: FastifyInstance, viewer: Viewer, feedId: string, fileId: string) {
  const feed = visibleFeed(app, viewer, feedId);
  if (!app.repos.feeds.hasFile(feed.id, fileId)) throw notFound(FEED_MESSAGES.fileNotFound);
  const access = new ViewerAccess(app, viewer.id).of(feedAccessItem(feed));
  const isMarketing = fileId === feed.teaserId || fileId === feed.thumbnailId;
  const json = mediaJson(app, loadMedia(app, [fileId]), fileId, {
    canView: isMarketing || feedCanView(access, feed),
  });
  if (!json) throw notFound(FEED_MESSAGES.fileNotFound);
  return toFileStatusJson(json);
}

/** Reaction/comment target of a post the viewer may see (content-targets resolver). */
/** A post as a reaction/comment target; `viewer` null is counter bookkeeping only. */
export function feedTarget(app: FastifyInstance, viewer: Viewer | null, id: string) {
  const columns = { like: 'totalLike', bookmark: 'totalBookmark', comment: 'totalComment' } as const;
  const adjustCounter = (counter: string, delta: 1 | -1) => {
    const column = columns[counter as keyof typeof columns];
    if (column) app.repos.feeds.adjustCounter(id, column, delta);
  };
  if (!viewer) {
    const raw = app.repos.feeds.findById(id);
    if (!raw) throw notFound(FEED_MESSAGES.notFound);
    return { performerId: raw.performerId, canView: false, adjustCounter };
  }
  const row = visibleFeed(app, viewer, id);
  const access = new ViewerAccess(app, viewer.id).of(feedAccessItem(row));
  return { performerId: row.performerId, canView: feedCanView(access, row), adjustCounter };
}

/** Bookmarked posts as the viewer sees them now (hidden ones left out). */
export function bookmarkedFeedsJson(
  app: FastifyInstance,
  viewer: Viewer,
  ids: string[],
): Map<string, FeedJson> {
  const visible = app.repos.feeds.visibleAmong(ids, viewQuery(app, viewer));
  const rows = app.repos.feeds.findManyWithCreator(ids.filter((id) => visible.has(id)));
  return new Map(feedsJson(app, viewer, rows).map((json) => [json._id, json]));
}
