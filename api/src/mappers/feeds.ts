// Wire JSON of posts, polls and comments (reference §4.3 Feed / post; contract "Feeds", "Comments"). Money leaves
// as dollars.
import { toDollars } from '../lib/money';
import type { CommentWithAuthorRow } from '../repositories/comments';
import type { FeedWithCreatorRow } from '../repositories/feeds';
import type { PollRow } from '../repositories/polls';
import type { CommentJson, FeedJson, PollJson } from '../schemas/feeds';
import type { FileJson } from '../schemas/media';
import { avatarUrl } from './account';

export type { CommentJson, FeedJson, PollJson } from '../schemas/feeds';

export interface FeedViewerFlags {
  isLiked: boolean;
  isBookMarked: boolean;
  isSubscribed: boolean;
  isBought: boolean;
  isFollowed: boolean;
  isVoted: boolean;
}

export interface FeedParts {
  fileIds: string[];
  files: FileJson[];
  thumbnail: FileJson | null;
  teaser: FileJson | null;
  polls: PollJson[];
  flags: FeedViewerFlags;
  /** the owner's `hiddenByModeration` (services/moderation ownerModeration) */
  moderation: { hiddenByModeration?: boolean };
}

/** The creator card of a post (contract: _id, name, username, avatar, verifiedAccount, isFeatured, isOnline, live). */
export function feedCreatorCard(row: FeedWithCreatorRow, baseUrl: string): FeedJson['performer'] {
  return {
    _id: row.performerId,
    name: row.creatorName,
    username: row.creatorUsername ?? '',
    avatar: avatarUrl(baseUrl, row.creatorAvatarPath),
    verifiedAccount: row.creatorVerifiedAccount === 1,
    isFeatured: row.creatorIsFeatured === 1,
    isOnline: row.creatorIsOnline ? 1 : 0,
    live: row.creatorLive ?? 0,
    isPerformer: true,
  };
}

export function toPollJson(row: PollRow, isVoted: boolean): PollJson {
  return {
    _id: row.id,
    description: row.description,
    totalVote: row.totalVote,
    expiredAt: row.expiredAt,
    fromRef: 'feed' as const,
    refId: row.feedId ?? '',
    createdBy: row.performerId,
    isVoted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toFeedJson(row: FeedWithCreatorRow, parts: FeedParts, baseUrl: string): FeedJson {
  return {
    _id: row.id,
    type: row.type,
    fromSource: 'performer' as const,
    fromSourceId: row.performerId,
    performerId: row.performerId,
    performer: feedCreatorCard(row, baseUrl),
    title: row.title,
    slug: row.slug,
    text: row.text,
    fileIds: parts.fileIds,
    files: parts.files,
    thumbnailId: row.thumbnailId ?? '',
    thumbnail: parts.thumbnail,
    teaserId: row.teaserId ?? '',
    teaser: parts.teaser,
    isSale: row.isSale === 1,
    price: toDollars(row.priceCents),
    pollIds: parts.polls.map((p) => p._id),
    polls: parts.polls,
    pollDescription: row.pollDescription,
    pollExpiredAt: row.pollExpiredAt,
    streamingScheduled: row.streamingScheduled,
    isSchedule: row.isSchedule === 1,
    scheduleAt: row.scheduleAt,
    status: row.status,
    isPinned: row.isPinned === 1,
    pinnedAt: row.pinnedAt,
    totalLike: row.totalLike,
    totalComment: row.totalComment,
    ...parts.flags,
    ...parts.moderation,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toCommentJson(
  row: CommentWithAuthorRow,
  viewerId: string,
  liked: boolean,
  baseUrl: string,
): CommentJson {
  return {
    _id: row.id,
    objectId: row.objectId,
    objectType: row.objectType,
    content: row.content,
    createdBy: row.createdBy,
    creator: {
      _id: row.createdBy,
      name: row.authorName,
      username: row.authorUsername ?? '',
      avatar: avatarUrl(baseUrl, row.authorAvatarPath),
      isPerformer: row.authorRole === 'performer',
    },
    isAuth: Boolean(viewerId) && row.createdBy === viewerId,
    isLiked: liked,
    totalReply: row.totalReply,
    totalLike: row.totalLike,
    recipientId: row.recipientId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
