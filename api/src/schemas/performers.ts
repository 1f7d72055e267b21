import { Type, type Static } from 'typebox';
import {
  Email,
  Gender,
  Money,
  Nullable,
  optionalFields,
  Password,
  ShortText,
  Switch,
  Username,
} from './common';
import { UserJson, accountFields, ownerFields } from './users';

const Text = (max = 100) => Type.Optional(ShortText(max));
const Price = Type.Optional(Money(0, 100000));

/** PUT /performers/me: profile and pricing. Verification flags, balance and stats are not writable. */
export const PerformerUpdateBody = Type.Object(
  {
    name: Text(),
    firstName: Text(),
    lastName: Text(),
    username: Type.Optional(Username),
    email: Type.Optional(Email),
    gender: Type.Optional(Gender),
    country: Text(2),
    phone: Text(30),
    phoneCode: Text(10),
    dateOfBirth: Text(30),
    state: Text(),
    city: Text(),
    address: Text(200),
    zipcode: Text(20),
    languages: Type.Optional(Type.Array(ShortText(50), { maxItems: 20 })),
    categoryIds: Type.Optional(Type.Array(Type.String({ pattern: '^[a-f0-9]{24}$' }), { maxItems: 5 })),
    bio: Text(2000),
    height: Text(30),
    weight: Text(30),
    eyes: Text(30),
    hair: Text(30),
    butt: Text(30),
    pubicHair: Text(30),
    ethnicity: Text(60),
    bodyType: Text(30),
    sexualOrientation: Text(30),
    isFreeSubscription: Type.Optional(Type.Boolean()),
    durationFreeSubscriptionDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    monthlyPrice: Price,
    yearlyPrice: Price,
    publicChatPrice: Price,
    /** per minute of a private show; 0 = no private shows */
    privateChatPrice: Price,
    activateWelcomeVideo: Type.Optional(Type.Boolean()),
    /** Show the city on the public profile (address, zip code and birth date are never public). */
    showCity: Type.Optional(Type.Boolean()),
    password: Type.Optional(Password),
    /** Required with a new email or password (api/src/services/profile.ts). */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type PerformerUpdateBody = Static<typeof PerformerUpdateBody>;

export const DocumentTypeParams = Type.Object({
  type: Type.Union([Type.Literal('idVerification'), Type.Literal('documentVerification')]),
});

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[a-f0-9]{24}$' }) });

// --- Answers ---------------------------------------------------------------------------------------------

/** Counters of a creator (the `stats` JSON with the derived subscriber and follower counts). */
export const PerformerStatsJson = Type.Object({
  likes: Type.Integer(),
  subscribers: Type.Integer(),
  followers: Type.Integer(),
  views: Type.Integer(),
  totalVideos: Type.Integer(),
  totalPhotos: Type.Integer(),
  totalGalleries: Type.Integer(),
  totalProducts: Type.Integer(),
  totalFeeds: Type.Integer(),
});
export type PerformerStatsJson = Static<typeof PerformerStatsJson>;

/** A creator's public fields (mappers/account toPerformerJson); prices in dollars. */
const performerFields = {
  roles: Type.Array(Type.String()),
  isPerformer: Type.Literal(true),
  cover: Type.String(),
  welcomeVideoPath: Type.String(),
  welcomeVideoName: Type.String(),
  welcomeVideoId: Type.String(),
  activateWelcomeVideo: Type.Boolean(),
  /** the directory's age bucket (`23_25`, `over_50`), never the birth date */
  ageRange: Type.String(),
  /** '' unless the creator shows it (their own view always has it) */
  city: Type.String(),
  languages: Type.Array(Type.String()),
  categoryIds: Type.Array(Type.String()),
  bio: Type.String(),
  height: Type.String(),
  weight: Type.String(),
  eyes: Type.String(),
  hair: Type.String(),
  butt: Type.String(),
  pubicHair: Type.String(),
  ethnicity: Type.String(),
  bodyType: Type.String(),
  sexualOrientation: Type.String(),
  isFreeSubscription: Type.Boolean(),
  durationFreeSubscriptionDays: Type.Integer(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  publicChatPrice: Type.Number(),
  /** per minute of a private show; 0 = none offered */
  privateChatPrice: Type.Number(),
  stats: PerformerStatsJson,
  score: Type.Number(),
  live: Type.Integer(),
  streamingStatus: Type.String(),
  lastStreamingTime: Nullable(Type.String()),
  verifiedAccount: Type.Boolean(),
  verifiedDocument: Type.Boolean(),
  isFeatured: Type.Boolean(),
};

/** An ID document as its owner sees it: a link signed for minutes. */
export const DocumentJson = Type.Object({ _id: Type.String(), url: Type.String(), name: Type.String() });
export type DocumentJson = Static<typeof DocumentJson>;

/** What only the creator reads about their own account, besides the owner fields every account has. */
const creatorOwnerFields = {
  phoneCode: Type.String(),
  dateOfBirth: Type.String(),
  state: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  showCity: Type.Boolean(),
  idVerificationId: Type.String(),
  documentVerificationId: Type.String(),
  idVerification: Nullable(DocumentJson),
  documentVerification: Nullable(DocumentJson),
  /** the operator's review of the ID documents (npm run accounts -- verify|unverify) */
  documentReview: Type.Enum(['not_uploaded', 'pending', 'verified', 'rejected']),
  documentReviewNote: Type.String(),
  blockCountries: Type.Object({ countryCodes: Type.Array(Type.String()) }),
};

/** A creator as the public sees them. */
export const PerformerJson = Type.Object({ ...accountFields, ...performerFields });
export type PerformerJson = Static<typeof PerformerJson>;

/** A creator's own account (GET /performers/me, PUT /performers/me). */
export const OwnPerformerJson = Type.Object({
  ...accountFields,
  ...performerFields,
  ...ownerFields,
  ...creatorOwnerFields,
});
export type OwnPerformerJson = Static<typeof OwnPerformerJson>;

/** The caller's own account: a fan's or a creator's, told apart by `isPerformer`. */
export const OwnAccountJson = Switch('isPerformer', [
  [true, OwnPerformerJson],
  [false, UserJson],
]);
export type OwnAccountJson = Static<typeof OwnAccountJson>;

/** A signed-in fan's running subscription, so the profile says "renews on …" or "access until …". */
export const SubscriptionStateJson = Type.Object({
  subscriptionType: Type.String(),
  autoRenew: Type.Boolean(),
  cancelled: Type.Boolean(),
  nextRecurringDate: Nullable(Type.String()),
  expiredAt: Type.String(),
});
export type SubscriptionStateJson = Static<typeof SubscriptionStateJson>;

/**
 * The full profile (GET /performers/{username}): the public fields, the owner's own fields when the creator
 * looks at their own profile, the viewer's flags, and for a signed-in fan their running subscription (null when
 * none runs).
 */
export const PerformerProfileJson = Type.Object({
  ...accountFields,
  ...performerFields,
  ...optionalFields(ownerFields),
  ...optionalFields(creatorOwnerFields),
  isSubscribed: Type.Boolean(),
  isFollowed: Type.Boolean(),
  isBookMarked: Type.Boolean(),
  usedFreeSubscription: Type.Boolean(),
  subscription: Type.Optional(Nullable(SubscriptionStateJson)),
});
export type PerformerProfileJson = Static<typeof PerformerProfileJson>;

/** The directory / card variant of a creator (reference §4.3 "Search/card variant"). */
export const PerformerCardJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  cover: Type.String(),
  country: Type.String(),
  gender: Type.String(),
  ageRange: Type.String(),
  stats: PerformerStatsJson,
  score: Type.Number(),
  isOnline: Type.Integer(),
  isFreeSubscription: Type.Boolean(),
  durationFreeSubscriptionDays: Type.Integer(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  verifiedAccount: Type.Boolean(),
  isFeatured: Type.Boolean(),
  live: Type.Integer(),
  streamingStatus: Type.String(),
  isPerformer: Type.Literal(true),
  isFollowed: Type.Boolean(),
});
export type PerformerCardJson = Static<typeof PerformerCardJson>;

/** A creator category (GET /performer-categories). */
export const CategoryJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  ordering: Type.Number(),
  description: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CategoryJson = Static<typeof CategoryJson>;
