// Follows, reactions, creator blocks and reports.
import { Type, type Static, type TSchema } from 'typebox';
import { ObjectId, ShortText, Switch } from './common';
import { GalleryJson, ProductJson, VideoJson } from './assets';
import { FeedJson } from './feeds';
import { PerformerCardJson } from './performers';
import { UserCardJson } from './users';
import { REPORT_REASONS } from '../contract/report-reasons';

export const OBJECT_TYPES = ['performer', 'feed', 'video', 'gallery', 'product', 'comment'] as const;
/** What a report may point at: what reactions may, and a message the reporter received (our addition). */
export const REPORT_TARGETS = [...OBJECT_TYPES, 'message'] as const;
export const REACTION_ACTIONS = ['like', 'bookmark', 'favourite'] as const;
/** Path segment of GET /reactions/{type}/bookmark. */
export const BOOKMARK_LISTS = ['performers', 'feeds', 'videos', 'galleries', 'products'] as const;
export type BookmarkList = (typeof BOOKMARK_LISTS)[number];

/** Report reasons of the reference (§4.3 Report), exactly as the web app sends them. */
export { REPORT_REASONS };

export const PerformerIdParams = Type.Object({ performerId: ObjectId });
export const UserIdParams = Type.Object({ userId: ObjectId });

export const ReactionBody = Type.Object(
  { objectId: ObjectId, objectType: Type.Enum([...OBJECT_TYPES]), action: Type.Enum([...REACTION_ACTIONS]) },
  { additionalProperties: false },
);
export type ReactionBody = Static<typeof ReactionBody>;

export const BookmarkParams = Type.Object({ type: Type.Enum([...BOOKMARK_LISTS]) });

export const BlockUserBody = Type.Object(
  { targetId: ObjectId, target: Type.Optional(Type.Literal('user')), reason: Type.Optional(ShortText(500)) },
  { additionalProperties: false },
);

export const BlockCountriesBody = Type.Object(
  { countryCodes: Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 300 }) },
  { additionalProperties: false },
);

export const ReportBody = Type.Object(
  {
    target: Type.Enum([...REPORT_TARGETS]),
    targetId: ObjectId,
    title: Type.Enum([...REPORT_REASONS]),
    description: Type.Optional(ShortText(2000)),
    performerId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

// --- Answers ---------------------------------------------------------------------------------------------

/** An account following the caller (GET /follows/followers). */
export const FollowerJson = Type.Object({
  _id: Type.String(),
  followerId: Type.String(),
  followingId: Type.String(),
  createdAt: Type.String(),
  followerInfo: UserCardJson,
});
export type FollowerJson = Static<typeof FollowerJson>;

/** A creator the caller follows (GET /follows/following). */
export const FollowingJson = Type.Object({
  _id: Type.String(),
  followerId: Type.String(),
  followingId: Type.String(),
  createdAt: Type.String(),
  followingInfo: PerformerCardJson,
});
export type FollowingJson = Static<typeof FollowingJson>;

/** A follow or unfollow: where the follow stands now (idempotent both ways). */
export const FollowResultJson = Type.Object({
  followerId: Type.String(),
  followingId: Type.String(),
  isFollowed: Type.Boolean(),
  /** the creator's follower count after the change */
  followers: Type.Integer(),
});
export type FollowResultJson = Static<typeof FollowResultJson>;

const reactionFields = {
  _id: Type.String(),
  action: Type.Enum([...REACTION_ACTIONS]),
  objectType: Type.Enum([...OBJECT_TYPES]),
  objectId: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
};

export const ReactionJson = Type.Object(reactionFields);
export type ReactionJson = Static<typeof ReactionJson>;

/** A bookmark of one object type, with the object as the caller sees it now. */
const bookmarkOf = <T extends (typeof OBJECT_TYPES)[number], I extends TSchema>(
  objectType: T,
  objectInfo: I,
) => Type.Object({ ...reactionFields, objectType: Type.Literal(objectType), objectInfo });

/** GET /reactions/{type}/bookmark: one list per object type, told apart by `objectType`. */
export const BookmarkJson = Switch('objectType', [
  [
    'performer',
    bookmarkOf('performer', Type.Object({ ...PerformerCardJson.properties, isBookMarked: Type.Boolean() })),
  ],
  ['feed', bookmarkOf('feed', FeedJson)],
  ['video', bookmarkOf('video', VideoJson)],
  ['gallery', bookmarkOf('gallery', GalleryJson)],
  ['product', bookmarkOf('product', ProductJson)],
]);
export type BookmarkJson = Static<typeof BookmarkJson>;

export const BlockJson = Type.Object({
  _id: Type.String(),
  source: Type.Literal('performer'),
  sourceId: Type.String(),
  target: Type.Literal('user'),
  targetId: Type.String(),
  reason: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** the blocked account's card, in lists */
  targetInfo: Type.Optional(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      username: Type.String(),
      avatar: Type.String(),
      isPerformer: Type.Boolean(),
    }),
  ),
});
export type BlockJson = Static<typeof BlockJson>;

/** A creator's blocked countries (the whole list; an empty list blocks none). */
export const CountryBlockJson = Type.Object({
  source: Type.Literal('performer'),
  sourceId: Type.String(),
  countryCodes: Type.Array(Type.String()),
});
export type CountryBlockJson = Static<typeof CountryBlockJson>;

/** Whether the site blocks the caller's country (GET /block/countries/check). */
export const SiteBlockJson = Type.Object({ blocked: Type.Boolean() });
export type SiteBlockJson = Static<typeof SiteBlockJson>;

export const ReportJson = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  source: Type.Enum(['user', 'performer']),
  sourceId: Type.String(),
  performerId: Type.String(),
  target: Type.Enum([...REPORT_TARGETS]),
  targetId: Type.String(),
  createdAt: Type.String(),
});
export type ReportJson = Static<typeof ReportJson>;
