// Server JSON for the signed-in account (fan or creator, reference §4.3) mapped to the client model.
import { DEFAULT_AVATAR } from '@/config/constants';
import { asRaw, type Loose } from '@/lib/raw-json';
import type { DocumentJson, OwnAccountJson } from '@api/schemas/performers';

export interface UserStats {
  totalSubscriptions?: number;
  following?: number;
  subscribers?: number;
  followers?: number;
  likes?: number;
  totalFeeds?: number;
  totalVideos?: number;
  totalPhotos?: number;
  totalGalleries?: number;
  totalProducts?: number;
}

/** The current user (spec §3 "Current user") plus the creator profile fields the account pages edit. */
export interface CurrentUser {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  avatar: string;
  cover: string;
  balance: number;
  isPerformer: boolean;
  /** an operator (roles: ['admin']): the console under /admin opens for them */
  isAdmin?: boolean;
  verifiedEmail: boolean;
  /** false for Google/X accounts without a password: no current password to ask for */
  hasPassword: boolean;
  status: string;
  gender: string;
  country: string;
  stats: UserStats;
  // creator-only
  /** the creator has a live session on air (the account's `live`): /creator/live offers to resume it */
  live?: boolean;
  verifiedDocument?: boolean;
  verifiedAccount?: boolean;
  bio?: string;
  dateOfBirth?: string;
  phone?: string;
  state?: string;
  city?: string;
  categoryIds?: string[];
  /** the creator shows the city on the public profile (address, zip code and birth date never are) */
  showCity?: boolean;
  address?: string;
  zipcode?: string;
  ethnicity?: string;
  height?: string;
  weight?: string;
  bodyType?: string;
  eyes?: string;
  hair?: string;
  sexualOrientation?: string;
  isFreeSubscription?: boolean;
  durationFreeSubscriptionDays?: number;
  monthlyPrice?: number;
  yearlyPrice?: number;
  publicChatPrice?: number;
  /** per started minute of a private show; 0 = none */
  privateChatPrice?: number;
  welcomeVideoPath?: string;
  welcomeVideoName?: string;
  activateWelcomeVideo?: boolean;
  idVerification?: { url?: string; name?: string } | null;
  documentVerification?: { url?: string; name?: string } | null;
  /** the operator's review of the ID documents (our API's addition; absent from the real API: inferred) */
  documentReview?: DocumentReview;
  documentReviewNote?: string;
}

export type DocumentReview = 'not_uploaded' | 'pending' | 'verified' | 'rejected';

const REVIEWS: readonly DocumentReview[] = ['not_uploaded', 'pending', 'verified', 'rejected'];

/** The review state as sent, else what the documents and the verified flag say. */
function documentReviewOf(raw: Loose<OwnAccountJson>): DocumentReview {
  if (REVIEWS.includes(raw.documentReview as DocumentReview)) return raw.documentReview as DocumentReview;
  if (raw.verifiedDocument === true) return 'verified';
  return optFile(raw.idVerification)?.url && optFile(raw.documentVerification)?.url
    ? 'pending'
    : 'not_uploaded';
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const optStr = (v: unknown) => (typeof v === 'string' ? v : undefined);
const optNum = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const optBool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const optFile = (v: unknown) =>
  v && typeof v === 'object'
    ? { url: optStr(asRaw<DocumentJson>(v).url), name: optStr(asRaw<DocumentJson>(v).name) }
    : null;

/** The caller's own account, a fan's or a creator's (GET /users/me, PUT /users, PUT /performers/me). */
export function toCurrentUser(raw: Loose<OwnAccountJson>): CurrentUser {
  const isPerformer = raw.isPerformer === true;
  const user: CurrentUser = {
    _id: str(raw._id),
    name: str(raw.name),
    firstName: str(raw.firstName),
    // The real API does not say: assume a password, so the current one is asked for.
    hasPassword: raw.hasPassword !== false,
    lastName: str(raw.lastName),
    username: str(raw.username),
    email: str(raw.email),
    avatar: str(raw.avatar) || DEFAULT_AVATAR,
    cover: str(raw.cover),
    balance: num(raw.balance),
    isPerformer,
    ...(Array.isArray(raw.roles) && raw.roles.includes('admin') ? { isAdmin: true } : {}),
    verifiedEmail: raw.verifiedEmail === true,
    status: str(raw.status),
    gender: str(raw.gender),
    country: str(raw.country),
    stats: (raw.stats && typeof raw.stats === 'object' ? raw.stats : {}) as UserStats,
  };
  if (!isPerformer) return user;
  return {
    ...user,
    live: raw.live === true || (typeof raw.live === 'number' && raw.live > 0),
    verifiedDocument: raw.verifiedDocument === true,
    verifiedAccount: raw.verifiedAccount === true,
    bio: optStr(raw.bio),
    dateOfBirth: optStr(raw.dateOfBirth),
    phone: optStr(raw.phone),
    state: optStr(raw.state),
    city: optStr(raw.city),
    showCity: raw.showCity === true,
    categoryIds: Array.isArray(raw.categoryIds)
      ? raw.categoryIds.filter((v): v is string => typeof v === 'string')
      : [],
    address: optStr(raw.address),
    zipcode: optStr(raw.zipcode),
    ethnicity: optStr(raw.ethnicity),
    height: optStr(raw.height),
    weight: optStr(raw.weight),
    bodyType: optStr(raw.bodyType),
    eyes: optStr(raw.eyes),
    hair: optStr(raw.hair),
    sexualOrientation: optStr(raw.sexualOrientation),
    isFreeSubscription: optBool(raw.isFreeSubscription),
    durationFreeSubscriptionDays: optNum(raw.durationFreeSubscriptionDays),
    monthlyPrice: optNum(raw.monthlyPrice),
    yearlyPrice: optNum(raw.yearlyPrice),
    publicChatPrice: optNum(raw.publicChatPrice),
    privateChatPrice: optNum(raw.privateChatPrice),
    welcomeVideoPath: optStr(raw.welcomeVideoPath),
    welcomeVideoName: optStr(raw.welcomeVideoName),
    activateWelcomeVideo: optBool(raw.activateWelcomeVideo),
    idVerification: optFile(raw.idVerification),
    documentVerification: optFile(raw.documentVerification),
    documentReview: documentReviewOf(raw),
    documentReviewNote: str(raw.documentReviewNote),
  };
}

/** A profile is complete when it has both an email and a username (spec §2). */
export function isProfileComplete(user: Pick<CurrentUser, 'email' | 'username'>): boolean {
  return Boolean(user.email && user.username);
}

/** Public profile id: the username, or the id when there is none (spec §2). */
export function profileId(user: Pick<CurrentUser, '_id' | 'username'>): string {
  return user.username || user._id;
}
