// Business constants and limits (spec §9, reference §4.1). One source of truth: import from here.

export const DEFAULT_AVATAR = '/no-avatar.jpg';
export const DEFAULT_COVER = '/default-cover.svg';
export const DEFAULT_FAVICON = '/favicon.ico';

export const TOKEN_COOKIE = 'token';
export const THEME_COOKIE = 'theme';
/** Auth cookie lifetime in days: 365 with "remember me", 1 without. */
export const AUTH_COOKIE_DAYS_REMEMBER = 365;
export const AUTH_COOKIE_DAYS_SESSION = 1;
/** Twitter OAuth flow cookies (oauthToken, oauthTokenSecret, twCallbackUrl, role) live one day. */
export const TWITTER_COOKIE_DAYS = 1;

export const TOAST_SECONDS = 3;
/** A private message's text (the API refuses longer). */
export const MESSAGE_MAX_LENGTH = 2000;

export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 10000;

/** Public settings cache in the Next server process. */
export const SETTINGS_CACHE_MS = 5000;

export const DEFAULT_SETTINGS = {
  siteName: 'Fanplatform',
  logoUrl: '',
  darkmodeLogoUrl: '',
  favicon: DEFAULT_FAVICON,
  menus: [] as Menu[],
  gaCode: '',
  requireEmailVerification: false,
  maintenanceMode: false,
  stripePublishableKey: '',
  agoraAppId: '',
  agoraEnable: false,
  paymentGateway: 'stripe',
  freeSubscriptionEnabled: true,
  freeSubscriptionDuration: 1,
  minimumSubscriptionPrice: 2.95,
  maximumSubscriptionPrice: 300,
  minimumWalletPrice: 2.95,
  maximumWalletPrice: 300,
  minimumTipPrice: 10,
  maximumTipPrice: 10000,
  minimumPayoutAmount: 50,
  maximumMessagePrice: 500,
  googleLoginClientId: '',
  twitterLoginEnabled: false,
  recaptchaSiteKey: '',
  /** Upload limits in bytes, from the API's configuration (public settings); these are the reference defaults. */
  maxVideoUploadSize: 200 * 1024 * 1024,
  maxImageUploadSize: 5 * 1024 * 1024,
};

export interface Menu {
  _id: string;
  title: string;
  path: string;
  section: 'main' | 'header' | 'footer';
  isNewTab?: boolean;
  internal?: boolean;
  ordering?: number;
}

export const SUBSCRIPTION_TYPES = ['monthly', 'yearly', 'free'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const DEFAULT_SUBSCRIPTION_TYPE: SubscriptionType = 'monthly';

/** Client-side upload limits in bytes (reference §4.1). */
export const MAX_SIZE_IMAGE = 5 * 1024 * 1024;
export const MAX_SIZE_FILE = 100 * 1024 * 1024;
export const MAX_SIZE_TEASER = 200 * 1024 * 1024;
/** The reference API's default; the video forms use the configured limit (settings.maxVideoUploadSize). */
export const MAX_SIZE_VIDEO = 200 * 1024 * 1024;

/** The directory's age ranges: the API's own list (one for the filter on both sides). */
export { AGE_RANGES } from '@api/contract/age-ranges';
export const ETHNICITIES = [
  'asian',
  'white',
  'latino',
  'hispanic',
  'black or african america',
  'american indian or alaska native',
  'native hawaiian or other pacific islander',
] as const;
export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'transgender', label: 'Trans' },
] as const;

export const MESSAGES = {
  forbidden: 'Forbidden in the action!',
  loginFallback: 'Incorrect credentials!',
  updateFallback: 'Error occurred, please try again later',
  genericFallback: 'Something went wrong, please try again later',
  changesSaved: 'Changes saved',
} as const;

/** The words of the messenger and the live chat, one set for both. */
export const CHAT_TEXT = {
  deleted: 'Message deleted',
  /** a message an operator hid, as the other member reads it */
  removed: 'Message removed by moderation',
  sending: 'Sending…',
  notSent: 'Not sent —',
  retry: 'Retry',
  attachedFile: 'Attached a file',
  attachedFiles: 'Attached some files',
  /** spec §8: a conversation that fails to open, or its messages to load */
  messagesLoadFailed: 'Error occurred, please try again later',
  /** a live chat's lines failed to load: kept in its state, logged, never shown (spec §8) */
  chatLoadFailed: 'Could not load the chat, please try again',
} as const;
