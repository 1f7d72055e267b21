// The one place that turns account rows into wire JSON (reference §4.3). Money leaves as dollars.
import { ageOn } from '../lib/age';
import { toDollars } from '../lib/money';
import { ageRangeOfAge } from '../contract/age-ranges';
import type { FileRow } from '../repositories/files';
import type { PerformerRow } from '../repositories/performers';
import type { UserCardRow, UserRow } from '../repositories/users';
import type {
  OwnPerformerJson,
  PerformerCardJson,
  PerformerJson,
  PerformerProfileJson,
} from '../schemas/performers';
import type { UserCardJson, UserJson } from '../schemas/users';

/** Default pictures, served by the API itself (routes/defaults) so clients on any origin can load them. */
export const DEFAULT_AVATAR_PATH = '/static/no-avatar.jpg';
export const DEFAULT_COVER_PATH = '/static/default-cover.svg';

export interface MapContext {
  /** API_PUBLIC_URL, used to make stored file paths absolute */
  baseUrl: string;
  /** true when the caller owns the account: adds balance and other private fields */
  owner: boolean;
  /** resolves ID document rows for the owner view */
  fileById?: (id: string) => Promise<FileRow | undefined>;
  /** the owner's short-lived signed link to an owner-only file (lib/file-urls privateFileUrl) */
  privateUrl?: (file: FileRow) => string;
}

export function fileUrl(baseUrl: string, relPath: string): string {
  return relPath ? `${baseUrl}/files/${relPath}` : '';
}

/** An account's avatar, or the default one: always an absolute URL on the API's origin. */
export function avatarUrl(baseUrl: string, relPath: string | null | undefined): string {
  return fileUrl(baseUrl, relPath ?? '') || `${baseUrl}${DEFAULT_AVATAR_PATH}`;
}

/** A creator's cover, or the default one: always an absolute URL on the API's origin. */
export function coverImageUrl(baseUrl: string, relPath: string | null | undefined): string {
  return fileUrl(baseUrl, relPath ?? '') || `${baseUrl}${DEFAULT_COVER_PATH}`;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function baseFields(user: UserRow, ctx: MapContext) {
  return {
    _id: user.id,
    name: user.name,
    username: user.username ?? '',
    avatar: avatarUrl(ctx.baseUrl, user.avatarPath),
    gender: user.gender,
    country: user.country,
    status: user.status,
    verifiedEmail: user.verifiedEmail === 1,
    isOnline: user.isOnline ? 1 : 0,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

function ownerFields(user: UserRow) {
  return {
    // Legal names are the owner's: the public sees the display name.
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    // false for accounts made with Google or X until they set a password (services/profile).
    hasPassword: Boolean(user.passwordHash),
    phone: user.phone,
    balance: toDollars(user.balanceCents),
    googleConnected: Boolean(user.googleId),
    twitterConnected: Boolean(user.twitterId),
  };
}

/** Counters of a fan account, computed from follows and subscriptions by the caller. */
export interface UserStats {
  totalSubscriptions: number;
  following: number;
}

/** A fan's own account (the owner's view: only the owner reads a fan's account JSON). */
export function toUserJson(
  user: UserRow,
  ctx: MapContext,
  stats: UserStats = { totalSubscriptions: 0, following: 0 },
): UserJson {
  return {
    ...baseFields(user, ctx),
    ...ownerFields(user),
    // an operator's own account says so: the web app opens the console for `admin`
    roles: [user.role === 'admin' ? 'admin' : 'user'],
    isPerformer: false,
    stats,
  };
}

/** The public card of any account (fan view, blacklist picker, follower lists): no private field. */
export function toUserCard(user: UserCardRow, baseUrl: string): UserCardJson {
  return {
    _id: user.id,
    name: user.name,
    username: user.username ?? '',
    avatar: avatarUrl(baseUrl, user.avatarPath),
    isPerformer: user.role === 'performer',
    isOnline: user.isOnline ? 1 : 0,
    createdAt: user.createdAt,
  };
}

async function documentJson(ctx: MapContext, id: string | null) {
  const file = id && ctx.fileById ? await ctx.fileById(id) : undefined;
  // ID documents are private: a link signed for minutes, given to the owner only (an <img> sends no header).
  return file && ctx.privateUrl ? { _id: file.id, url: ctx.privateUrl(file), name: file.originalName } : null;
}

export type DocumentReview = 'not_uploaded' | 'pending' | 'verified' | 'rejected';

/** Where a creator's ID documents stand: what their ID tab tells them happens next. */
export function documentReviewOf(perf: PerformerRow): DocumentReview {
  if (perf.verifiedDocument === 1) return 'verified';
  if (perf.documentRejectedAt) return 'rejected';
  return perf.idVerificationId && perf.documentVerificationId ? 'pending' : 'not_uploaded';
}

/** A creator's public fields. */
function performerJson(user: UserRow, perf: PerformerRow, ctx: MapContext): PerformerJson {
  const stats = parseJson<Record<string, number>>(perf.stats, {});
  return {
    ...baseFields(user, ctx),
    roles: ['performer'],
    isPerformer: true,
    cover: coverImageUrl(ctx.baseUrl, perf.coverPath),
    welcomeVideoPath: fileUrl(ctx.baseUrl, perf.welcomeVideoPath),
    welcomeVideoName: perf.welcomeVideoName,
    welcomeVideoId: perf.welcomeVideoId ?? '',
    activateWelcomeVideo: perf.activateWelcomeVideo === 1,
    // Privacy rule (README "Security"): the public sees an age range and, if the creator opts in, the city.
    ageRange: ageRangeOf(perf.dateOfBirth),
    city: perf.showCity === 1 ? perf.city : '',
    languages: parseJson<string[]>(perf.languages, []),
    categoryIds: parseJson<string[]>(perf.categoryIds, []),
    bio: perf.bio,
    height: perf.height,
    weight: perf.weight,
    eyes: perf.eyes,
    hair: perf.hair,
    butt: perf.butt,
    pubicHair: perf.pubicHair,
    ethnicity: perf.ethnicity,
    bodyType: perf.bodyType,
    sexualOrientation: perf.sexualOrientation,
    isFreeSubscription: perf.isFreeSubscription === 1,
    durationFreeSubscriptionDays: perf.durationFreeSubscriptionDays,
    monthlyPrice: toDollars(perf.monthlyPriceCents),
    yearlyPrice: toDollars(perf.yearlyPriceCents),
    publicChatPrice: toDollars(perf.publicChatPriceCents),
    privateChatPrice: toDollars(perf.privateChatPriceCents),
    stats: {
      likes: 0,
      subscribers: 0,
      followers: 0,
      views: 0,
      totalVideos: 0,
      totalPhotos: 0,
      totalGalleries: 0,
      totalProducts: 0,
      totalFeeds: 0,
      ...stats,
    },
    score: perf.score,
    live: perf.live ?? 0,
    streamingStatus: perf.streamingStatus ?? 'offline',
    lastStreamingTime: perf.lastStreamingTime ?? null,
    verifiedAccount: perf.verifiedAccount === 1,
    verifiedDocument: perf.verifiedDocument === 1,
    isFeatured: perf.isFeatured === 1,
  };
}

/** A creator's own account: the public fields and what only the owner reads. */
export async function toOwnPerformerJson(
  user: UserRow,
  perf: PerformerRow,
  ctx: MapContext,
): Promise<OwnPerformerJson> {
  return {
    ...performerJson(user, perf, ctx),
    ...ownerFields(user),
    phoneCode: perf.phoneCode,
    dateOfBirth: perf.dateOfBirth,
    state: perf.state,
    city: perf.city,
    address: perf.address,
    zipcode: perf.zipcode,
    showCity: perf.showCity === 1,
    idVerificationId: perf.idVerificationId ?? '',
    documentVerificationId: perf.documentVerificationId ?? '',
    idVerification: await documentJson(ctx, perf.idVerificationId),
    documentVerification: await documentJson(ctx, perf.documentVerificationId),
    // our addition: the operator's review (npm run accounts -- verify|unverify) and its note
    documentReview: documentReviewOf(perf),
    documentReviewNote: perf.documentReviewNote ?? '',
    blockCountries: { countryCodes: parseJson<string[]>(perf.blockCountries, []) },
  };
}

/** A creator as `ctx` sees them: the public fields, with the owner's own when the caller owns the account. */
export async function toPerformerJson(
  user: UserRow,
  perf: PerformerRow,
  ctx: MapContext,
): Promise<PerformerJson | OwnPerformerJson> {
  return ctx.owner ? await toOwnPerformerJson(user, perf, ctx) : performerJson(user, perf, ctx);
}

/** The directory's age bucket (`23_25`, `over_50`) of a birth date; '' when unknown or under 18. */
export function ageRangeOf(dateOfBirth: string, now = new Date()): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return '';
  return ageRangeOfAge(ageOn(dateOfBirth, now));
}

/** Per-viewer flags of a creator (reference §4.3 "Computed"). */
export interface ViewerFlags {
  isSubscribed: boolean;
  isFollowed: boolean;
  isBookMarked: boolean;
  usedFreeSubscription: boolean;
}

/** The full public profile (GET /performers/{username}): public fields plus the viewer's flags. */
export async function toPerformerProfile(
  user: UserRow,
  perf: PerformerRow,
  ctx: MapContext,
  flags: ViewerFlags,
): Promise<PerformerProfileJson> {
  const json = await toPerformerJson(user, perf, ctx);
  return {
    ...json,
    ...flags,
    // A used free trial is not offered again to this viewer (reference §4.3).
    isFreeSubscription: json.isFreeSubscription && !flags.usedFreeSubscription,
  };
}

/** The directory / card variant (reference §4.3 "Search/card variant"). */
export function toPerformerCard(
  user: UserRow,
  perf: PerformerRow,
  baseUrl: string,
  isFollowed: boolean,
): PerformerCardJson {
  const full = performerJson(user, perf, { baseUrl, owner: false });
  return {
    _id: full._id,
    name: full.name,
    username: full.username,
    avatar: full.avatar,
    cover: full.cover,
    country: full.country,
    gender: full.gender,
    ageRange: full.ageRange,
    stats: full.stats,
    score: full.score,
    isOnline: full.isOnline,
    isFreeSubscription: full.isFreeSubscription,
    durationFreeSubscriptionDays: full.durationFreeSubscriptionDays,
    monthlyPrice: full.monthlyPrice,
    yearlyPrice: full.yearlyPrice,
    verifiedAccount: full.verifiedAccount,
    isFeatured: full.isFeatured,
    live: full.live,
    streamingStatus: full.streamingStatus,
    isPerformer: true,
    isFollowed,
  };
}
