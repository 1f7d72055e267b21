// Reference data for the utils routes: countries, states, cities, languages, phone codes and the
// profile option lists. Geography comes from maintained packages (world-countries, country-state-city,
// flag-icons) rather than hand-typed lists; everything is built on first use and kept in memory.
import path from 'node:path';
import worldCountries from 'world-countries';
import type CityApi from 'country-state-city/lib/city';
import type CountryApi from 'country-state-city/lib/country';
import type StateApi from 'country-state-city/lib/state';
import { AGE_RANGES } from '../contract/age-ranges';

/** A code with its English name: languages, states, phone codes. */
export interface CodeName {
  code: string;
  name: string;
}

export type Language = CodeName;
export type StateRecord = CodeName;
export type Currency = CodeName & { symbol: string };

export interface CountryRecord {
  name: string;
  /** ISO 3166-1 alpha-2, upper case */
  code: string;
  capital: string;
  region: string;
  /** null only where no currency is known at all (Antarctica) */
  currency: Currency | null;
  language: Language | null;
  /** absolute URL of the SVG served by GET /flags/:code.svg */
  flag: string;
}

export type PhoneCode = CodeName & { countryCode: string };
export type CityRecord = Pick<CodeName, 'name'>;

export interface Option {
  value: string;
  text: string;
}

type BaseCountry = Omit<CountryRecord, 'flag'>;

// country-state-city's index parses an 8 MB city file as soon as it is required. Require each data
// module on first use instead, so start-up, /countries/list and unrelated tests never pay for cities.
let cscCountry: typeof CountryApi | null = null;
let cscState: typeof StateApi | null = null;
let cscCity: typeof CityApi | null = null;

function cscCountries(): typeof CountryApi {
  cscCountry ??= (require('country-state-city/lib/cjs/country') as { default: typeof CountryApi }).default;
  return cscCountry;
}

function cscStates(): typeof StateApi {
  cscState ??= (require('country-state-city/lib/cjs/state') as { default: typeof StateApi }).default;
  return cscState;
}

function cscCities(): typeof CityApi {
  cscCity ??= (require('country-state-city/lib/cjs/city') as { default: typeof CityApi }).default;
  return cscCity;
}

// world-countries uses ISO 639-3 codes ("eng"); clients expect the short BCP 47 form ("en").
// Intl canonicalisation maps the aliases and leaves codes without a short form untouched.
function languageCode(iso6393: string): string {
  try {
    return Intl.getCanonicalLocales(iso6393)[0] ?? iso6393;
  } catch {
    return iso6393;
  }
}

let baseCountries: BaseCountry[] | null = null;
let countryCodes: Set<string> | null = null;

function buildBaseCountries(): BaseCountry[] {
  // Some countries list no currency in world-countries (e.g. Micronesia uses USD): fall back to the
  // code from country-state-city and borrow the name/symbol another country declares for it.
  const currencyByCode = new Map<string, Currency>();
  for (const c of worldCountries) {
    for (const [code, cur] of Object.entries(c.currencies)) {
      if (!currencyByCode.has(code)) currencyByCode.set(code, { code, name: cur.name, symbol: cur.symbol });
    }
  }
  const Country = cscCountries();
  return worldCountries
    .map((c): BaseCountry => {
      const preferred = Country.getCountryByCode(c.cca2)?.currency;
      const own = Object.keys(c.currencies);
      const currencyCode = preferred && (own.includes(preferred) || own.length === 0) ? preferred : own[0];
      const [langKey, langName] = Object.entries(c.languages)[0] ?? [];
      return {
        name: c.name.common,
        code: c.cca2,
        capital: c.capital[0] ?? '',
        region: c.region,
        currency: (currencyCode && currencyByCode.get(currencyCode)) || null,
        language: langKey && langName ? { code: languageCode(langKey), name: langName } : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function bases(): BaseCountry[] {
  baseCountries ??= buildBaseCountries();
  return baseCountries;
}

export function flagUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/flags/${code.toLowerCase()}.svg`;
}

const countriesByUrl = new Map<string, CountryRecord[]>();

/** Every country (about 250), sorted by name, with flag URLs under `publicUrl` (API_PUBLIC_URL). */
export function listCountries(publicUrl: string): CountryRecord[] {
  let list = countriesByUrl.get(publicUrl);
  if (!list) {
    list = bases().map((c) => ({ ...c, flag: flagUrl(publicUrl, c.code) }));
    countriesByUrl.set(publicUrl, list);
  }
  return list;
}

/** True for an ISO alpha-2 code of a listed country (case-insensitive). */
export function isKnownCountryCode(code: string): boolean {
  countryCodes ??= new Set(worldCountries.map((c) => c.cca2));
  return countryCodes.has(code.toUpperCase());
}

let languages: Language[] | null = null;

/** Unique languages spoken in the listed countries, sorted by name. */
export function listLanguages(): Language[] {
  if (!languages) {
    const byCode = new Map<string, Language>();
    for (const c of worldCountries) {
      for (const [key, name] of Object.entries(c.languages)) {
        const code = languageCode(key);
        if (!byCode.has(code)) byCode.set(code, { code, name });
      }
    }
    languages = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return languages;
}

let phoneCodes: PhoneCode[] | null = null;

// country-state-city writes codes as "1", "+1-684" or "+1-809 and 1-829"; a few are not dialling
// codes at all ("0055" for Bouvet Island). Keep the well-formed ones as "+<digits>[-<digits>]".
function dialCodes(raw: string): string[] {
  return raw
    .split(/\s+and\s+/)
    .map((part) => `+${part.trim().replace(/^\+/, '')}`)
    .filter((code) => /^\+[1-9]\d{0,3}(-\d{1,4})?$/.test(code));
}

/** International dialling codes, one row per code (some countries have several), sorted by name. */
export function listPhoneCodes(): PhoneCode[] {
  if (!phoneCodes) {
    const Country = cscCountries();
    phoneCodes = bases()
      .flatMap((c) =>
        dialCodes(Country.getCountryByCode(c.code)?.phonecode ?? '').map((code) => ({
          code,
          name: c.name,
          countryCode: c.code,
        })),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code));
  }
  return phoneCodes;
}

/** States / provinces of a country (empty for an unknown code). */
export function listStates(countryCode: string): StateRecord[] {
  return cscStates()
    .getStatesOfCountry(countryCode.toUpperCase())
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

// getCitiesOfState scans all ~150k cities per call: index them once by "COUNTRY/STATE".
let cityIndex: Map<string, CityRecord[]> | null = null;

function citiesIndex(): Map<string, CityRecord[]> {
  if (!cityIndex) {
    const index = new Map<string, CityRecord[]>();
    for (const city of cscCities().getAllCities()) {
      const key = `${city.countryCode}/${city.stateCode}`;
      const list = index.get(key) ?? [];
      list.push({ name: city.name });
      index.set(key, list);
    }
    for (const list of index.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    cityIndex = index;
  }
  return cityIndex;
}

/**
 * Cities of a state. `state` may be the state code ("CA") or its name ("California"), because
 * profiles and banking forms store whichever the select offered.
 */
export function listCities(countryCode: string, state: string): CityRecord[] {
  const country = countryCode.toUpperCase();
  const wanted = state.trim().toLowerCase();
  const match = cscStates()
    .getStatesOfCountry(country)
    .find((s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
  if (!match) return [];
  return citiesIndex().get(`${country}/${match.isoCode}`) ?? [];
}

function options(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, text: capitalise(value) }));
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// Heights (4'6" to 7'0") and weights (40 to 150 kg) are generated in both unit systems, not typed out.
function heights(): Option[] {
  return Array.from({ length: 31 }, (_, i) => {
    const inches = 54 + i;
    const value = `${Math.floor(inches / 12)}'${inches % 12}"`;
    return { value, text: `${value} (${Math.round(inches * 2.54)} cm)` };
  });
}

function weights(): Option[] {
  return Array.from({ length: 111 }, (_, i) => {
    const kg = 40 + i;
    return { value: `${kg} kg`, text: `${kg} kg (${Math.round(kg * 2.20462)} lbs)` };
  });
}

/** Spec §3 "Option lists": ethnicities, values exactly as the spec writes them. */
export const ETHNICITIES: readonly Option[] = [
  { value: 'asian', text: 'Asian' },
  { value: 'white', text: 'White' },
  { value: 'latino', text: 'Latino' },
  { value: 'hispanic', text: 'Hispanic' },
  { value: 'black or african america', text: 'Black or African American' },
  { value: 'american indian or alaska native', text: 'American Indian or Alaska Native' },
  { value: 'native hawaiian or other pacific islander', text: 'Native Hawaiian or Other Pacific Islander' },
];

const GENDERS: Option[] = [
  { value: 'male', text: 'Male' },
  { value: 'female', text: 'Female' },
  { value: 'transgender', text: 'Trans' },
];

/** Option lists by name; `performerGenders` adds "couple" for creators (reference §4.3). */
export type UserAdditional = ReturnType<typeof buildUserAdditional>;

function buildUserAdditional() {
  return {
    heights: heights(),
    weights: weights(),
    genders: GENDERS,
    performerGenders: [...GENDERS, { value: 'couple', text: 'Couple' }],
    sexualOrientations: [
      { value: 'straight', text: 'Straight' },
      ...options(['gay', 'lesbian', 'bisexual', 'pansexual', 'asexual', 'other']),
    ],
    ages: AGE_RANGES.map((value) => ({
      value,
      text: value === 'over_50' ? 'Over 50' : value.replace('_', ' - '),
    })),
    eyes: options(['blue', 'brown', 'green', 'hazel', 'grey', 'amber', 'black', 'other']),
    hairs: options(['blonde', 'brunette', 'black', 'red', 'auburn', 'grey', 'white', 'bald', 'other']),
    butts: options(['small', 'medium', 'large', 'bubble', 'other']),
    pubicHairs: options(['shaved', 'trimmed', 'natural', 'other']),
    ethnicities: [...ETHNICITIES],
    bodyTypes: options(['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus size', 'other']),
  };
}

let userAdditional: UserAdditional | null = null;

/** The body-info option lists of the creator profile form (GET /user-additional). */
export function getUserAdditional(): UserAdditional {
  userAdditional ??= buildUserAdditional();
  return userAdditional;
}

// flag-icons ships one SVG per ISO code (plus regional flags we do not expose).
export const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
