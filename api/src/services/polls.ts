// A post's polls (contract "Feeds"): a creator makes the options before the post; a fan who may see the post
// votes once per post while the poll is open.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, unprocessable } from '../lib/http-error';
import { toPollJson } from '../mappers/feeds';
import type { Viewer } from '../repositories/directory';
import type { PollRow } from '../repositories/polls';
import type { FeedRow } from '../repositories/feeds';
import type { PollBody } from '../schemas/feeds';
import { ViewerAccess, assertVerifiedCreator } from './access';
import { FEED_MESSAGES, feedAccessItem, feedCanView, parseDate, viewQuery } from './feeds';

export async function createPoll(app: FastifyInstance, creatorId: string, body: PollBody) {
  await assertVerifiedCreator(app, creatorId);
  const expiredAt = parseDate(body.expiredAt, 'expiredAt');
  const poll = await app.repos.polls.create(
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

export async function votePoll(app: FastifyInstance, viewer: Viewer, pollId: string) {
  const poll = await app.repos.polls.findById(pollId);
  if (!poll || !poll.feedId) throw notFound(FEED_MESSAGES.pollNotFound);
  const feed = await app.repos.feeds.findVisible(poll.feedId, viewQuery(app, viewer));
  if (!feed) throw notFound(FEED_MESSAGES.pollNotFound);
  // A locked post's poll is locked too: only those who may see the post vote.
  if (!feedCanView(await new ViewerAccess(app, viewer.id).of(feedAccessItem(feed)), feed))
    throw forbidden(FEED_MESSAGES.pollLocked);
  if (pollClosed(app, poll, feed)) throw unprocessable(FEED_MESSAGES.pollClosed);
  const added = await app.db.transaction(
    async () => await app.repos.polls.vote(poll, viewer.id, app.now().toISOString()),
  )();
  if (!added) throw unprocessable(FEED_MESSAGES.alreadyVoted);
  return toPollJson((await app.repos.polls.findById(pollId)) as PollRow, true);
}
