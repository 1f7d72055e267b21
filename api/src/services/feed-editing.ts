// Creating, editing and deleting posts (contract "Feeds"): the creator's form is validated into a row, and the
// creator's totalFeeds counter moves with it; a deleted post's buyers are refunded and its files removed.
import { announceBalances, type BalanceChanges } from './ledger';
import { refundBuyersOf } from './refunds';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../lib/http-error';
import { toCents } from '../lib/money';
import { removeMedia } from './media-store';
import type { FeedJson } from '../mappers/feeds';
import type { FeedInput, FeedRow } from '../repositories/feeds';
import type { FeedBody } from '../schemas/feeds';
import { assertVerifiedCreator } from './access';
import { uniqueSlug } from './assets';
import { assertSalePrice } from './pricing';
import { removeCommentsFor } from './comment-cleanup';
import { FEED_MESSAGES, ownFeed, ownFeedJson, parseDate } from './feeds';

/** Kind of file each post type takes in fileIds. */
const FILE_KIND: Record<string, string | null> = {
  text: null,
  'scheduled-streaming': null,
  photo: 'feed-photo',
  video: 'feed-video',
  audio: 'feed-audio',
};

interface BuiltFeed {
  input: FeedInput;
  fileIds: string[];
  pollIds: string[];
}

async function assertOwnFile(
  app: FastifyInstance,
  creatorId: string,
  fileId: string,
  kinds: string[],
  feedId: string,
): Promise<void> {
  const file = await app.repos.files.findMedia(fileId);
  if (!file || file.ownerId !== creatorId || file.parentId || !kinds.includes(file.kind)) {
    throw unprocessable('A file does not exist, is not yours or does not fit this post');
  }
  if (await app.repos.feedFiles.inUse(fileId, feedId))
    throw unprocessable('A file is already used by another post');
}

/** Validates the form (contract "Feeds") and builds the row input. */
async function buildFeed(
  app: FastifyInstance,
  creatorId: string,
  body: FeedBody,
  existing?: FeedRow,
): Promise<BuiltFeed> {
  const now = app.now().toISOString();
  const feedId = existing?.id ?? '';
  const type = body.type;
  const text = (body.text ?? '').trim();
  if (type === 'text' && !text) throw unprocessable('Please enter the text of your post');

  const kind = FILE_KIND[type];
  const fileIds = kind ? [...new Set(body.fileIds ?? [])] : [];
  if (!kind && (body.fileIds ?? []).length)
    throw unprocessable('Text and scheduled live posts have no files');
  for (const id of fileIds) await assertOwnFile(app, creatorId, id, [kind as string], feedId);
  if (type === 'photo' && fileIds.length < 1) throw unprocessable('A photo post needs at least one photo');
  if (type === 'video' && fileIds.length !== 1) throw unprocessable('A video post needs exactly one video');
  if (type === 'audio' && fileIds.length !== 1)
    throw unprocessable('An audio post needs exactly one audio file');

  const teaserId = type === 'video' && body.teaserId ? body.teaserId : null;
  // Teaser and thumbnail are public marketing media: only their own (public) kinds, never a protected
  // original that would then be shown unlocked.
  if (teaserId) await assertOwnFile(app, creatorId, teaserId, ['feed-teaser'], feedId);
  const thumbnailId = body.thumbnailId || null;
  if (thumbnailId) await assertOwnFile(app, creatorId, thumbnailId, ['feed-thumbnail'], feedId);

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
    const poll = await app.repos.polls.findById(id);
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

export async function createFeed(app: FastifyInstance, creatorId: string, body: FeedBody): Promise<FeedJson> {
  await assertVerifiedCreator(app, creatorId);
  const built = await buildFeed(app, creatorId, body);
  const now = app.now().toISOString();
  const row = await app.db.transaction(async () => {
    const slug = await uniqueSlug(
      built.input.text.slice(0, 60) || built.input.type,
      async (s) => await app.repos.feeds.slugTaken(s),
    );
    const created = await app.repos.feeds.create({ ...built.input, performerId: creatorId, slug }, now);
    await app.repos.feedFiles.set(created.id, built.fileIds);
    await app.repos.polls.attachToFeed(created.id, built.pollIds);
    await app.repos.performers.adjustStat(creatorId, 'totalFeeds', 1);
    return created;
  })();
  return await ownFeedJson(app, creatorId, row.id);
}

/** Files a post points at (media, teaser, thumbnail). */
async function filesOf(app: FastifyInstance, row: FeedRow): Promise<string[]> {
  return [
    ...((await app.repos.feedFiles.idsOf([row.id])).get(row.id) ?? []),
    row.teaserId,
    row.thumbnailId,
  ].filter((id): id is string => Boolean(id));
}

export async function updateFeed(
  app: FastifyInstance,
  creatorId: string,
  id: string,
  body: FeedBody,
): Promise<FeedJson> {
  const existing = await ownFeed(app, creatorId, id);
  const built = await buildFeed(app, creatorId, body, existing);
  const before = await filesOf(app, existing);
  await app.db.transaction(async () => {
    await app.repos.feeds.update(id, built.input, app.now().toISOString());
    await app.repos.feedFiles.set(id, built.fileIds);
  })();
  const after = new Set(await filesOf(app, (await app.repos.feeds.findById(id)) as FeedRow));
  for (const fileId of before) if (!after.has(fileId)) await removeMedia(app, fileId);
  return await ownFeedJson(app, creatorId, id);
}

/** Deletes a post with its files, polls/votes, comments, reactions and purchases; its buyers are refunded. */
export async function deleteFeed(app: FastifyInstance, creatorId: string, id: string): Promise<void> {
  const row = await ownFeed(app, creatorId, id);
  const files = await filesOf(app, row);
  let changes: BalanceChanges = new Map();
  await app.db.transaction(async () => {
    changes = await refundBuyersOf(app, 'feed', id);
    await removeCommentsFor(app, 'feed', id);
    await app.repos.reactions.removeForObject('feed', id);
    await app.repos.purchases.removeForTarget('feed', id);
    await app.repos.feeds.delete(id);
    await app.repos.performers.adjustStat(creatorId, 'totalFeeds', -1);
  })();
  announceBalances(app, changes);
  for (const fileId of files) await removeMedia(app, fileId);
}
