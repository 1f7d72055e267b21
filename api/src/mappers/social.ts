// Wire JSON of follows, reactions, blocks and reports (reference §4.3).
import type { BlockRow, BlockWithTargetRow } from '../repositories/blocks';
import type { LinkedCreatorRow } from '../repositories/directory';
import type { FollowerRow } from '../repositories/follows';
import type { ReactionRow } from '../repositories/reactions';
import type { ReportRow } from '../repositories/reports';
import type {
  BlockJson,
  CountryBlockJson,
  FollowerJson,
  FollowingJson,
  FollowResultJson,
  ReactionJson,
  ReportJson,
} from '../schemas/social';
import { avatarUrl, toPerformerCard, toUserCard } from './account';

/** A follower of the caller (GET /follows/followers). */
export function toFollowerJson(row: FollowerRow, followingId: string, baseUrl: string): FollowerJson {
  return {
    _id: row.followId,
    followerId: row.id,
    followingId,
    createdAt: row.followedAt,
    followerInfo: toUserCard(row, baseUrl),
  };
}

/** A follow or unfollow: where it stands now and the creator's follower count after it. */
export function toFollowResultJson(
  followerId: string,
  followingId: string,
  isFollowed: boolean,
  followers: number,
): FollowResultJson {
  return { followerId, followingId, isFollowed, followers };
}

/** A creator the caller follows (GET /follows/following). */
export function toFollowingJson(row: LinkedCreatorRow, followerId: string, baseUrl: string): FollowingJson {
  return {
    _id: row.linkId,
    followerId,
    followingId: row.id,
    createdAt: row.linkedAt,
    followingInfo: toPerformerCard(row, row, baseUrl, true),
  };
}

export function toReactionJson(row: ReactionRow): ReactionJson;
export function toReactionJson<T>(row: ReactionRow, objectInfo: T): ReactionJson & { objectInfo: T };
export function toReactionJson(row: ReactionRow, objectInfo?: unknown) {
  return {
    _id: row.id,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    ...(objectInfo !== undefined ? { objectInfo } : {}),
  };
}

/** A bookmarked creator (GET /reactions/performers/bookmark). */
export function toBookmarkedCreatorJson(row: LinkedCreatorRow, viewerId: string, baseUrl: string) {
  return {
    _id: row.linkId,
    action: 'bookmark' as const,
    objectType: 'performer' as const,
    objectId: row.id,
    createdBy: viewerId,
    createdAt: row.linkedAt,
    objectInfo: { ...toPerformerCard(row, row, baseUrl, row.isFollowed === 1), isBookMarked: true },
  };
}

export function toBlockJson(row: BlockRow | BlockWithTargetRow, baseUrl: string): BlockJson {
  const withTarget = 'targetName' in row;
  return {
    _id: row.id,
    source: 'performer' as const,
    sourceId: row.sourceId,
    target: row.target,
    targetId: row.targetId,
    reason: row.reason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...(withTarget
      ? {
          targetInfo: {
            _id: row.targetId,
            name: row.targetName,
            username: row.targetUsername ?? '',
            avatar: avatarUrl(baseUrl, row.targetAvatarPath),
            isPerformer: row.targetRole === 'performer',
          },
        }
      : {}),
  };
}

/** A creator's country block (POST and GET /block/countries). */
export function toCountryBlockJson(sourceId: string, codes: string[]): CountryBlockJson {
  return { source: 'performer' as const, sourceId, countryCodes: codes };
}

export function toReportJson(row: ReportRow): ReportJson {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    source: row.source,
    sourceId: row.sourceId,
    performerId: row.performerId ?? '',
    target: row.target,
    targetId: row.targetId,
    createdAt: row.createdAt,
  };
}
