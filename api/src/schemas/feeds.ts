// Feeds (posts), polls and comments (spec §7 "Feeds", "Comments"; contract "Feeds").
import { Type, type Static } from 'typebox';
import { Keyword, Money, Nullable, ObjectId, PageFields } from './common';
import { FileJson } from './media';
import { HiddenByModeration } from './moderation';

export const FEED_TYPES = ['text', 'photo', 'video', 'audio', 'scheduled-streaming'] as const;
export const FEED_TEXT_MAX = 500;
export const FEED_MAX_FILES = 12;

/** An optional id: clients send '' or null for "none". */
const OptionalId = Type.Optional(Type.Union([ObjectId, Type.Literal(''), Type.Null()]));
/** An optional date: ISO text, '' or null. Parsed (and range-checked) by the service. */
const OptionalDate = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

export const FeedBody = Type.Object(
  {
    type: Type.Enum([...FEED_TYPES]),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    text: Type.Optional(Type.String({ maxLength: FEED_TEXT_MAX })),
    isSale: Type.Optional(Type.Boolean()),
    price: Type.Optional(Money(0, 10000)),
    fileIds: Type.Optional(Type.Array(ObjectId, { maxItems: FEED_MAX_FILES })),
    teaserId: OptionalId,
    thumbnailId: OptionalId,
    pollIds: Type.Optional(Type.Array(ObjectId, { maxItems: 20 })),
    pollDescription: Type.Optional(Type.String({ maxLength: 100 })),
    pollExpiredAt: OptionalDate,
    streamingScheduled: OptionalDate,
    isSchedule: Type.Optional(Type.Boolean()),
    scheduleAt: OptionalDate,
    isPinned: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.Enum(['active', 'inactive'])),
  },
  { additionalProperties: false },
);
export type FeedBody = Static<typeof FeedBody>;

export const PollBody = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 100 }),
    expiredAt: OptionalDate,
  },
  { additionalProperties: false },
);
export type PollBody = Static<typeof PollBody>;

const FeedFilterFields = {
  q: Type.Optional(Keyword),
  type: Type.Optional(Type.Union([Type.Enum([...FEED_TYPES]), Type.Literal('')])),
  fromDate: Type.Optional(Type.String({ maxLength: 40 })),
  toDate: Type.Optional(Type.String({ maxLength: 40 })),
  ...PageFields,
};

export const OwnFeedQuery = Type.Object({
  ...FeedFilterFields,
  sortBy: Type.Optional(Type.String({ maxLength: 30 })),
  sort: Type.Optional(Type.String({ maxLength: 10 })),
});
export type OwnFeedQuery = Static<typeof OwnFeedQuery>;

export const UserFeedQuery = Type.Object({
  ...FeedFilterFields,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  isHome: Type.Optional(Type.Boolean()),
  performerId: Type.Optional(Type.Union([ObjectId, Type.Literal('')])),
  /** accepted and ignored (reference client sends it) */
  orientation: Type.Optional(Type.String({ maxLength: 30 })),
  sortBy: Type.Optional(Type.String({ maxLength: 30 })),
  sort: Type.Optional(Type.String({ maxLength: 10 })),
});
export type UserFeedQuery = Static<typeof UserFeedQuery>;

export const FeedIdParams = Type.Object({ id: ObjectId });
export const FeedIdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 120 }) });
export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) });
export const PollIdParams = Type.Object({ pollId: ObjectId });
export const FeedFileParams = Type.Object({ feedId: ObjectId, fileId: ObjectId });
export const FileStatusParams = Type.Object({ fileId: ObjectId });
export const FileStatusQuery = Type.Object({
  target: Type.Optional(Type.String({ maxLength: 30 })),
  targetId: Type.Optional(ObjectId),
});

export const UPLOAD_SLOTS = ['photo', 'video', 'audio', 'thumbnail', 'teaser'] as const;
export type UploadSlot = (typeof UPLOAD_SLOTS)[number];

// --- comments ---------------------------------------------------------------------------------------

export const COMMENT_OBJECT_TYPES = ['feed', 'video', 'gallery', 'product', 'comment'] as const;
export const COMMENT_MAX = 500;

export const CommentBody = Type.Object(
  {
    objectId: ObjectId,
    objectType: Type.Enum([...COMMENT_OBJECT_TYPES]),
    content: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type CommentBody = Static<typeof CommentBody>;

export const CommentUpdateBody = Type.Object(
  { content: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);

export const CommentQuery = Type.Object({
  objectId: ObjectId,
  objectType: Type.Enum([...COMMENT_OBJECT_TYPES]),
  ...PageFields,
});
export type CommentQuery = Static<typeof CommentQuery>;

export const CommentIdParams = Type.Object({ id: ObjectId });

// --- Answers ---------------------------------------------------------------------------------------------

export const PollJson = Type.Object({
  _id: Type.String(),
  description: Type.String(),
  totalVote: Type.Integer(),
  expiredAt: Nullable(Type.String()),
  fromRef: Type.Literal('feed'),
  /** the post it belongs to ('' until the post is saved) */
  refId: Type.String(),
  createdBy: Type.String(),
  isVoted: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PollJson = Static<typeof PollJson>;

/** The creator card of a post. */
export const FeedCreatorJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  verifiedAccount: Type.Boolean(),
  isFeatured: Type.Boolean(),
  isOnline: Type.Integer(),
  live: Type.Integer(),
  isPerformer: Type.Literal(true),
});
export type FeedCreatorJson = Static<typeof FeedCreatorJson>;

/** A post as one viewer sees it (locked media: `url` null, blurred previews). Prices in dollars. */
export const FeedJson = Type.Object({
  _id: Type.String(),
  type: Type.Enum([...FEED_TYPES]),
  fromSource: Type.Literal('performer'),
  fromSourceId: Type.String(),
  performerId: Type.String(),
  performer: FeedCreatorJson,
  title: Type.String(),
  slug: Type.String(),
  text: Type.String(),
  fileIds: Type.Array(Type.String()),
  files: Type.Array(FileJson),
  thumbnailId: Type.String(),
  thumbnail: Nullable(FileJson),
  teaserId: Type.String(),
  teaser: Nullable(FileJson),
  isSale: Type.Boolean(),
  price: Type.Number(),
  pollIds: Type.Array(Type.String()),
  polls: Type.Array(PollJson),
  pollDescription: Type.String(),
  pollExpiredAt: Nullable(Type.String()),
  streamingScheduled: Nullable(Type.String()),
  isSchedule: Type.Boolean(),
  scheduleAt: Nullable(Type.String()),
  status: Type.Enum(['active', 'inactive']),
  isPinned: Type.Boolean(),
  pinnedAt: Nullable(Type.String()),
  totalLike: Type.Integer(),
  totalComment: Type.Integer(),
  isLiked: Type.Boolean(),
  isBookMarked: Type.Boolean(),
  isSubscribed: Type.Boolean(),
  isBought: Type.Boolean(),
  isFollowed: Type.Boolean(),
  isVoted: Type.Boolean(),
  hiddenByModeration: HiddenByModeration,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FeedJson = Static<typeof FeedJson>;

export const CommentJson = Type.Object({
  _id: Type.String(),
  objectId: Type.String(),
  objectType: Type.String(),
  content: Type.String(),
  createdBy: Type.String(),
  creator: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    username: Type.String(),
    avatar: Type.String(),
    isPerformer: Type.Boolean(),
  }),
  /** the caller wrote it */
  isAuth: Type.Boolean(),
  isLiked: Type.Boolean(),
  totalReply: Type.Integer(),
  totalLike: Type.Integer(),
  /** the creator who owns the commented item */
  recipientId: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CommentJson = Static<typeof CommentJson>;
