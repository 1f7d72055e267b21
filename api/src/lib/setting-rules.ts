// What each site setting means and which values it takes (issue 23): the console shows the help text, and the
// console and `npm run settings -- set` both refuse a value that breaks its rule (services/site-settings.ts).
export type SettingKind =
  'text' | 'longText' | 'link' | 'flag' | 'money' | 'count' | 'fraction' | 'countries' | 'gateway' | 'menus';

export interface SettingRule {
  kind: SettingKind;
  help: string;
}

const r = (kind: SettingKind, help: string): SettingRule => ({ kind, help });

export const SETTING_RULES: Record<string, SettingRule> = {
  siteName: r('text', 'The name in page titles, mails and the header.'),
  logoUrl: r('link', 'The header logo (a link; empty shows the site name).'),
  darkmodeLogoUrl: r('link', 'The logo on the dark theme (empty uses the light one).'),
  favicon: r('link', 'The browser tab icon.'),
  menus: r('menus', 'The footer and header links: title, path, section, new tab, order.'),
  gaCode: r('text', 'Google Analytics measurement id (empty: no analytics).'),
  requireEmailVerification: r('flag', 'New accounts must confirm their email before signing in.'),
  maintenanceMode: r('flag', 'Shows the maintenance page to everyone but operators.'),
  stripePublishableKey: r('text', "Stripe's publishable key (pk_…), sent to browsers."),
  agoraAppId: r('text', 'Agora app id for live streaming.'),
  agoraEnable: r('flag', 'Live streaming through Agora.'),
  paymentGateway: r('gateway', 'Which gateway charges cards: stripe or sandbox.'),
  freeSubscriptionEnabled: r('flag', 'Creators may offer a free trial.'),
  freeSubscriptionDuration: r('count', 'Days of a free trial when the creator sets none.'),
  minimumSubscriptionPrice: r('money', 'Lowest monthly or yearly price a creator may set, in dollars.'),
  maximumSubscriptionPrice: r('money', 'Highest monthly or yearly price, in dollars.'),
  minimumWalletPrice: r('money', 'Lowest price of a post, video, gallery or product, in dollars.'),
  maximumWalletPrice: r('money', 'Highest price of a post, video, gallery or product, in dollars.'),
  minimumTipPrice: r('money', 'Smallest tip, in dollars.'),
  maximumTipPrice: r('money', 'Largest tip, in dollars.'),
  minimumPayoutAmount: r('money', 'Smallest payout a creator may request, in dollars.'),
  maximumMessagePrice: r('money', 'Highest price of a paid message, in dollars.'),
  googleLoginClientId: r('text', 'Google sign-in client id (empty: no Google button).'),
  twitterLoginEnabled: r('flag', 'Shows the Twitter sign-in button.'),
  recaptchaSiteKey: r('text', 'reCAPTCHA site key (empty: no captcha).'),
  homeTitle: r('text', "The home page's title."),
  homeMetaKeywords: r('text', "The home page's meta keywords."),
  homeMetaDescription: r('longText', "The home page's meta description."),
  loginPlaceholderImage: r('link', 'The picture beside the sign-in form.'),
  userBenefit: r('longText', 'Why sign up as a fan (sign-up page, HTML).'),
  modelBenefit: r('longText', 'Why sign up as a creator (sign-up page, HTML).'),
  footerContent: r('longText', 'Text of the footer (HTML).'),
  blockedCountries: r('countries', 'Countries (ISO codes, e.g. DE) that cannot open the site.'),
  tokenConversionRate: r('fraction', 'Dollars per wallet token (1 = tokens are dollars).'),
  performerCommission: r('fraction', "The platform's share of every sale, 0 to 1 (0.2 = 20 %)."),
};

/** Pairs whose minimum may not exceed their maximum. */
export const SETTING_RANGES: [string, string][] = [
  ['minimumSubscriptionPrice', 'maximumSubscriptionPrice'],
  ['minimumWalletPrice', 'maximumWalletPrice'],
  ['minimumTipPrice', 'maximumTipPrice'],
];

const isMoney = (v: unknown) =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= 0 &&
  v <= 1_000_000 &&
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
const isMenu = (m: unknown) =>
  typeof m === 'object' &&
  m !== null &&
  isText((m as { title?: unknown }).title, 100) &&
  isText((m as { path?: unknown }).path, 500);

const CHECKS: Record<SettingKind, [(v: unknown) => boolean, string]> = {
  text: [(v) => isText(v, 500), 'is text of at most 500 characters'],
  longText: [(v) => isText(v, 20_000), 'is text of at most 20000 characters'],
  link: [
    (v) => isText(v, 1000) && (v === '' || /^(https?:\/\/|\/)/.test(v as string)),
    'is empty, a path starting with / or an http(s) link',
  ],
  flag: [(v) => typeof v === 'boolean', 'is true or false'],
  money: [isMoney, 'is an amount in dollars (at most two decimals, 0 to 1000000)'],
  count: [
    (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 365,
    'is a whole number from 1 to 365',
  ],
  fraction: [
    (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1,
    'is a number from 0 to 1',
  ],
  countries: [
    (v) =>
      Array.isArray(v) && v.length <= 250 && v.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c)),
    'is a list of two-letter country codes in capitals (e.g. ["DE","FR"])',
  ],
  gateway: [(v) => v === 'stripe' || v === 'sandbox', 'is stripe or sandbox'],
  menus: [
    (v) => Array.isArray(v) && v.length <= 50 && v.every(isMenu),
    'is a list of links with a title and a path',
  ],
};

/** Why `value` cannot be the setting `key`'s (unknown key included), or undefined. */
export function settingProblem(key: string, value: unknown): string | undefined {
  const rule = Object.prototype.hasOwnProperty.call(SETTING_RULES, key) ? SETTING_RULES[key] : undefined;
  if (!rule) return `No setting ${key}`;
  const [ok, what] = CHECKS[rule.kind];
  return ok(value) ? undefined : `${key} ${what}`;
}
