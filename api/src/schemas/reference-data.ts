// Reference data (reference Appendix A "utils"): countries, states, cities, languages, phone codes, the
// profile option lists and the reCAPTCHA check. The lists come from lib/reference-data.
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const CountryCodeParams = Type.Object({
  countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
});

export const CitiesParams = Type.Object({
  countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  state: Type.String({ minLength: 1, maxLength: 100 }),
});

// Lower case only, exactly two letters: the value is later part of a file name, so nothing else
// (dots, slashes, encoded separators) may reach the file system.
export const FlagParams = Type.Object({
  code: Type.String({ pattern: '^[a-z]{2}$' }),
});

export const RecaptchaBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false },
);

// --- Answers ---------------------------------------------------------------------------------------------

/** A code with its English name: languages, states. */
export const CodeNameJson = Type.Object({ code: Type.String(), name: Type.String() });
export type CodeNameJson = Static<typeof CodeNameJson>;

export const CountryJson = Type.Object({
  name: Type.String(),
  /** ISO 3166-1 alpha-2, upper case */
  code: Type.String(),
  capital: Type.String(),
  region: Type.String(),
  /** null only where no currency is known at all (Antarctica) */
  currency: Nullable(Type.Object({ code: Type.String(), name: Type.String(), symbol: Type.String() })),
  language: Nullable(CodeNameJson),
  /** absolute URL of the SVG served by GET /flags/{code}.svg */
  flag: Type.String(),
});
export type CountryJson = Static<typeof CountryJson>;

export const PhoneCodeJson = Type.Object({
  code: Type.String(),
  name: Type.String(),
  countryCode: Type.String(),
});
export type PhoneCodeJson = Static<typeof PhoneCodeJson>;

export const CityJson = Type.Object({ name: Type.String() });
export type CityJson = Static<typeof CityJson>;

/** One choice of a profile select. */
const OptionJson = Type.Object({ value: Type.String(), text: Type.String() });

/** The body-info option lists of the creator profile form (GET /user-additional). */
export const UserAdditionalJson = Type.Object({
  heights: Type.Array(OptionJson),
  weights: Type.Array(OptionJson),
  genders: Type.Array(OptionJson),
  /** genders plus "couple" (a creator account may be a couple) */
  performerGenders: Type.Array(OptionJson),
  sexualOrientations: Type.Array(OptionJson),
  ages: Type.Array(OptionJson),
  eyes: Type.Array(OptionJson),
  hairs: Type.Array(OptionJson),
  butts: Type.Array(OptionJson),
  pubicHairs: Type.Array(OptionJson),
  ethnicities: Type.Array(OptionJson),
  bodyTypes: Type.Array(OptionJson),
});
export type UserAdditionalJson = Static<typeof UserAdditionalJson>;

/** Google's verdict; `skipped` when no RECAPTCHA_SECRET is configured (the site then shows no widget). */
export const RecaptchaJson = Type.Object({
  success: Type.Boolean(),
  skipped: Type.Optional(Type.Boolean()),
  score: Type.Optional(Type.Number()),
  action: Type.Optional(Type.String()),
  hostname: Type.Optional(Type.String()),
  errorCodes: Type.Optional(Type.Array(Type.String())),
});
export type RecaptchaJson = Static<typeof RecaptchaJson>;
