// Follow / unfollow with the creator's follower counter kept in step (one transaction each).
import type { FastifyInstance } from 'fastify';
import { toFollowResultJson } from '../mappers/social';
import type { FollowResultJson } from '../schemas/social';

export type FollowResult = FollowResultJson;

function followersOf(app: FastifyInstance, creatorId: string): number {
  const perf = app.repos.performers.findByUserId(creatorId);
  const stats = perf ? (JSON.parse(perf.stats) as Record<string, number>) : {};
  return stats.followers ?? 0;
}

export function followCreator(app: FastifyInstance, followerId: string, creatorId: string): FollowResult {
  app.db.transaction(() => {
    if (app.repos.follows.add(followerId, creatorId, app.now().toISOString()))
      app.repos.performers.adjustStat(creatorId, 'followers', 1);
  })();
  return toFollowResultJson(followerId, creatorId, true, followersOf(app, creatorId));
}

export function unfollowCreator(app: FastifyInstance, followerId: string, creatorId: string): FollowResult {
  app.db.transaction(() => {
    if (app.repos.follows.remove(followerId, creatorId))
      app.repos.performers.adjustStat(creatorId, 'followers', -1);
  })();
  return toFollowResultJson(followerId, creatorId, false, followersOf(app, creatorId));
}
