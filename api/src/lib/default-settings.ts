// Spec §9 defaults, copied from src/config/constants.ts DEFAULT_SETTINGS (the API must not import the web
// app). A test asserts both stay in sync. `public: false` keys are never sent by /settings/public or /keys.
export interface SettingDefault {
  value: unknown;
  public: boolean;
}

export const DEFAULT_MENUS = [
  {
    _id: 'menu-help',
    title: 'Help',
    path: '/page/help',
    section: 'footer',
    isNewTab: false,
    internal: true,
    ordering: 1,
  },
  {
    _id: 'menu-terms',
    title: 'Terms',
    path: '/page/terms',
    section: 'footer',
    isNewTab: false,
    internal: true,
    ordering: 2,
  },
  {
    _id: 'menu-privacy',
    title: 'Privacy',
    path: '/page/privacy',
    section: 'footer',
    isNewTab: false,
    internal: true,
    ordering: 3,
  },
];

export const DEFAULT_SETTINGS: Record<string, SettingDefault> = {
  siteName: { value: 'Fanplatform', public: true },
  logoUrl: { value: '', public: true },
  darkmodeLogoUrl: { value: '', public: true },
  favicon: { value: '/favicon.ico', public: true },
  menus: { value: DEFAULT_MENUS, public: true },
  gaCode: { value: '', public: true },
  requireEmailVerification: { value: false, public: true },
  maintenanceMode: { value: false, public: true },
  stripePublishableKey: { value: '', public: true },
  agoraAppId: { value: '', public: true },
  agoraEnable: { value: false, public: true },
  paymentGateway: { value: 'stripe', public: true },
  freeSubscriptionEnabled: { value: true, public: true },
  freeSubscriptionDuration: { value: 1, public: true },
  minimumSubscriptionPrice: { value: 2.95, public: true },
  maximumSubscriptionPrice: { value: 300, public: true },
  minimumWalletPrice: { value: 2.95, public: true },
  maximumWalletPrice: { value: 300, public: true },
  minimumTipPrice: { value: 10, public: true },
  maximumTipPrice: { value: 10000, public: true },
  minimumPayoutAmount: { value: 50, public: true },
  // issue 11: a paid message costs from $1 up to this
  maximumMessagePrice: { value: 500, public: true },
  googleLoginClientId: { value: '', public: true },
  twitterLoginEnabled: { value: false, public: true },
  recaptchaSiteKey: { value: '', public: true },
  // Fetched ad hoc by the web app through POST /settings/keys (reference §4.4).
  homeTitle: { value: '', public: true },
  homeMetaKeywords: { value: '', public: true },
  homeMetaDescription: { value: '', public: true },
  loginPlaceholderImage: { value: '', public: true },
  userBenefit: { value: '', public: true },
  modelBenefit: { value: '', public: true },
  footerContent: { value: '', public: true },
  // Private keys
  blockedCountries: { value: [], public: false },
  tokenConversionRate: { value: 1, public: false },
  performerCommission: { value: 0.2, public: false },
};
