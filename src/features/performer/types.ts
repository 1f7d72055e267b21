// Creator JSON (reference §4.3 "Performer", its search/card variant) mapped to client models in one place.
import { DEFAULT_AVATAR, DEFAULT_COVER } from '@/config/constants';
import { asRaw, flag, strictNum, strictStr } from '@/lib/raw-json';
import type {
  PerformerCardJson,
  PerformerProfileJson,
  PerformerStatsJson,
  SubscriptionStateJson,
} from '@api/schemas/performers';

export interface PerformerStats {
  likes: number;
  subscribers: number;
  followers: number;
  totalFeeds: number;
  totalVideos: number;
  totalPhotos: number;
  totalGalleries: number;
  totalProducts: number;
}

/** A directory / suggestion card (search variant). */
export interface PerformerCard {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  cover: string;
  country: string;
  /** the country's English name, added where creators are read (country-names.ts); '' when there is none */
  countryName: string;
  gender: string;
  /** Age bucket as the API publishes it (`23_25`, `over_50`; '' unknown): birth dates are private. */
  ageRange: string;
  stats: PerformerStats;
  isOnline: boolean;
  /** live > 0 means streaming now */
  live: boolean;
  verifiedAccount: boolean;
  isFeatured: boolean;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number;
  monthlyPrice: number;
  yearlyPrice: number;
  isFollowed: boolean;
}

/** Profile attributes shown in About (label order of reference §2.5). */
export interface PerformerAttributes {
  gender: string;
  sexualOrientation: string;
  ageRange: string;
  bodyType: string;
  /** only when the creator chose to show it */
  city: string;
  height: string;
  weight: string;
  eyes: string;
  ethnicity: string;
  hair: string;
  butt: string;
}

/** How a signed-in fan's subscription to this creator runs (our API's addition to the profile). */
export interface ProfileSubscription {
  subscriptionType: string;
  autoRenew: boolean;
  cancelled: boolean;
  /** ISO; '' when it does not renew */
  nextRecurringDate: string;
  expiredAt: string;
}

/** The public profile (GET /performers/{username or id}) with the viewer's computed flags. */
export interface PerformerProfile extends PerformerCard {
  bio: string;
  attributes: PerformerAttributes;
  isSubscribed: boolean;
  isBookMarked: boolean;
  usedFreeSubscription: boolean;
  welcomeVideoPath: string;
  activateWelcomeVideo: boolean;
  /** dollars per started minute of a private show; 0 = the creator takes none */
  privateChatPrice: number;
  /** the viewer's running subscription; null when none runs or the API does not say */
  subscription: ProfileSubscription | null;
}

function toProfileSubscription(raw: unknown): ProfileSubscription | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = asRaw<SubscriptionStateJson>(raw);
  return {
    subscriptionType: strictStr(r.subscriptionType),
    autoRenew: r.autoRenew === true,
    cancelled: r.cancelled === true,
    nextRecurringDate: strictStr(r.nextRecurringDate),
    expiredAt: strictStr(r.expiredAt),
  };
}

/** "23–25", "50+" for an API age bucket; '' when unknown. */
export function ageRangeLabel(range: string): string {
  if (range === 'over_50') return '50+';
  const m = /^(\d{2})_(\d{2})$/.exec(range);
  return m ? `${m[1]}–${m[2]}` : '';
}

function toStats(raw: unknown): PerformerStats {
  const s = asRaw<PerformerStatsJson>(raw);
  return {
    likes: strictNum(s.likes),
    subscribers: strictNum(s.subscribers),
    followers: strictNum(s.followers),
    totalFeeds: strictNum(s.totalFeeds),
    totalVideos: strictNum(s.totalVideos),
    totalPhotos: strictNum(s.totalPhotos),
    totalGalleries: strictNum(s.totalGalleries),
    totalProducts: strictNum(s.totalProducts),
  };
}

/** A directory card, or the card part of a full profile (both carry these fields). */
export function toPerformerCard(raw: unknown): PerformerCard {
  const r = asRaw<PerformerCardJson | PerformerProfileJson>(raw);
  return {
    _id: strictStr(r._id),
    name: strictStr(r.name),
    username: strictStr(r.username),
    avatar: strictStr(r.avatar) || DEFAULT_AVATAR,
    cover: strictStr(r.cover) || DEFAULT_COVER,
    country: strictStr(r.country).toUpperCase(),
    countryName: '',
    gender: strictStr(r.gender),
    ageRange: strictStr(r.ageRange),
    stats: toStats(r.stats),
    isOnline: flag(r.isOnline),
    live: flag(r.live),
    verifiedAccount: r.verifiedAccount === true,
    isFeatured: r.isFeatured === true,
    isFreeSubscription: r.isFreeSubscription === true,
    durationFreeSubscriptionDays: strictNum(r.durationFreeSubscriptionDays),
    monthlyPrice: strictNum(r.monthlyPrice),
    yearlyPrice: strictNum(r.yearlyPrice),
    isFollowed: r.isFollowed === true,
  };
}

export function toPerformerProfile(raw: unknown): PerformerProfile {
  const r = asRaw<PerformerProfileJson>(raw);
  return {
    ...toPerformerCard(r),
    bio: strictStr(r.bio),
    attributes: {
      gender: strictStr(r.gender),
      sexualOrientation: strictStr(r.sexualOrientation),
      ageRange: strictStr(r.ageRange),
      bodyType: strictStr(r.bodyType),
      city: strictStr(r.city),
      height: strictStr(r.height),
      weight: strictStr(r.weight),
      eyes: strictStr(r.eyes),
      ethnicity: strictStr(r.ethnicity),
      hair: strictStr(r.hair),
      butt: strictStr(r.butt),
    },
    isSubscribed: r.isSubscribed === true,
    privateChatPrice: strictNum(r.privateChatPrice),
    isBookMarked: r.isBookMarked === true,
    usedFreeSubscription: r.usedFreeSubscription === true,
    welcomeVideoPath: strictStr(r.welcomeVideoPath),
    activateWelcomeVideo: r.activateWelcomeVideo === true,
    subscription: r.isSubscribed === true ? toProfileSubscription(r.subscription) : null,
  };
}

/** Public profile id: the username, or the id when there is none (spec §2). */
export const performerProfileId = (p: Pick<PerformerCard, '_id' | 'username'>) => p.username || p._id;

/** "1.2K", "3.4M": the stats row's shortened numbers. */
export function shortNumber(n: number): string {
  if (!Number.isFinite(n) || n < 1000) return String(Math.max(0, Math.floor(Number.isFinite(n) ? n : 0)));
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (n >= size) {
      const value = n / size;
      const text =
        value >= 100
          ? String(Math.floor(value))
          : (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
      return `${text}${suffix}`;
    }
  }
  return String(n);
}
