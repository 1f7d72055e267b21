import { Type, type Static } from 'typebox';

export const SettingsKeysBody = Type.Object(
  { keys: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }) },
  { additionalProperties: false },
);

// --- Answers ---------------------------------------------------------------------------------------------

/**
 * Public site settings (GET /settings/public). Genuinely open: besides the keys below, which the API computes
 * from its configuration, every public row of the settings table is sent under its key with whatever JSON
 * value the operator stored (`npm run settings -- set <key> <json>`; defaults in lib/default-settings), so the
 * schema lets them through as they are rather than coerce or drop them.
 */
export const PublicSettingsJson = Type.Object(
  {
    googleLoginClientId: Type.String(),
    twitterLoginEnabled: Type.Boolean(),
    /** the configured key, else the stored setting (any JSON an operator stored), else '' */
    recaptchaSiteKey: Type.Unknown(),
    stripePublishableKey: Type.Unknown(),
    agoraAppId: Type.Unknown(),
    /** the card gateway that runs: 'sandbox' or 'stripe' */
    paymentGateway: Type.String(),
    maxVideoUploadSize: Type.Integer(),
    maxImageUploadSize: Type.Integer(),
  },
  { additionalProperties: true },
);
export type PublicSettingsJson = Static<typeof PublicSettingsJson>;

/**
 * POST /settings/keys: the asked keys that are public, each with its value. Open for the same reason as the
 * public settings (stored values of any JSON type, keys chosen by the caller).
 */
export const SettingValuesJson = Type.Record(Type.String(), Type.Unknown());
export type SettingValuesJson = Static<typeof SettingValuesJson>;
