// Feeds (posts), polls and comments (spec §7 "Feeds", "Comments"; contract "Feeds").
import { Type, type Static } from 'typebox';
import { Keyword, Money, ObjectId, PageFields } from './common';

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
