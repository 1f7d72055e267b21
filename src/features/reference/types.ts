// Reference data (spec §3 "Country record", "Option lists"; reference §6.4 utility endpoints) as client models.
import type { CategoryJson } from '@api/schemas/performers';
import type { CityJson, CodeNameJson, CountryJson, UserAdditionalJson } from '@api/schemas/reference-data';
import { asRaw, str } from '@/lib/raw-json';

/** One choice of a profile select (an entry of the user-additional lists). */
type OptionJson = UserAdditionalJson['heights'][number];
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export interface Country {
  name: string;
  code: string;
  capital: string;
  region: string;
  currency: { code: string; name: string; symbol: string };
  language: { code: string; name: string };
  flag: string;
}

/** A creator category (GET /performer-categories). */
export interface Category {
  _id: string;
  name: string;
  slug: string;
}

export function toCategory(raw: unknown): Category {
  const r = asRaw<CategoryJson>(raw);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { _id: text(r._id), name: text(r.name), slug: text(r.slug) };
}

export interface Region {
  code: string;
  name: string;
}

export interface OptionItem {
  value: string;
  text: string;
}

export type UserAdditional = Record<string, OptionItem[]>;

export function toCountry(raw: unknown): Country {
  const r = asRaw<CountryJson>(raw);
  const currency = asRaw<CountryJson['currency']>(r.currency);
  const language = asRaw<CountryJson['language']>(r.language);
  return {
    name: str(r.name),
    code: str(r.code),
    capital: str(r.capital),
    region: str(r.region),
    currency: { code: str(currency.code), name: str(currency.name), symbol: str(currency.symbol) },
    language: { code: str(language.code), name: str(language.name) },
    flag: str(r.flag),
  };
}

export function toRegion(raw: unknown): Region {
  if (typeof raw === 'string') return { code: raw, name: raw };
  const r = asRaw<CodeNameJson | CityJson>(raw);
  const name = str(r.name);
  // `isoCode` is the state's code in the reference API (csc's own field name); ours sends `code`
  return { code: str(r.code) || str(asRaw(raw).isoCode) || name, name };
}

export function toOptionItem(raw: unknown): OptionItem {
  if (typeof raw === 'string') return { value: raw, text: raw };
  const r = asRaw<OptionJson>(raw);
  const value = str(r.value);
  return { value, text: str(r.text) || value };
}

export function toUserAdditional(raw: unknown): UserAdditional {
  const out: UserAdditional = {};
  for (const [key, value] of Object.entries(asRaw<UserAdditionalJson>(raw))) {
    if (Array.isArray(value)) out[key] = value.map(toOptionItem);
  }
  return out;
}

export const toList = <T>(raw: unknown, map: (item: unknown) => T): T[] => asList(raw).map(map);
