// Follow / unfollow with the creator's follower counter kept in step (one transaction each).
import type { FastifyInstance } from 'fastify';
import { toFollowResultJson } from '../mappers/social';
import type { FollowResultJson } from '../schemas/social';

export type FollowResult = FollowResultJson;

async function followersOf(app: FastifyInstance, creatorId: string): Promise<number> {
  const perf = await app.repos.performers.findByUserId(creatorId);
  const stats = perf ? (JSON.parse(perf.stats) as Record<string, number>) : {};
  return stats.followers ?? 0;
}

export async function followCreator(
  app: FastifyInstance,
  followerId: string,
  creatorId: string,
): Promise<FollowResult> {
  await app.db.transaction(async () => {
    if (await app.repos.follows.add(followerId, creatorId, app.now().toISOString()))
      await app.repos.performers.adjustStat(creatorId, 'followers', 1);
  })();
  return toFollowResultJson(followerId, creatorId, true, await followersOf(app, creatorId));
}

export async function unfollowCreator(
  app: FastifyInstance,
  followerId: string,
  creatorId: string,
): Promise<FollowResult> {
  await app.db.transaction(async () => {
    if (await app.repos.follows.remove(followerId, creatorId))
      await app.repos.performers.adjustStat(creatorId, 'followers', -1);
  })();
  return toFollowResultJson(followerId, creatorId, false, await followersOf(app, creatorId));
}
