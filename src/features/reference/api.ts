// Reference data calls (spec §7 "Reference data"). Public endpoints: no token is sent.
import { get, post, unwrap, type ListData } from '@/lib/http-client';
import { asRaw } from '@/lib/raw-json';
import type { CategoryJson } from '@api/schemas/performers';
import type {
  CityJson,
  CodeNameJson,
  CountryJson,
  PhoneCodeJson,
  RecaptchaJson,
  UserAdditionalJson,
} from '@api/schemas/reference-data';
import {
  type Category,
  type Country,
  type Language,
  type PhoneCode,
  type Region,
  type UserAdditional,
  toCategory,
  toCountry,
  toLanguage,
  toList,
  toPhoneCode,
  toRegion,
  toUserAdditional,
} from './types';

const publicCall = { token: null } as const;

/** Creator categories; the API pages them ({data, total}), one page holds the whole short list. */
export async function getCategories(): Promise<Category[]> {
  const data = await unwrap(get<ListData<CategoryJson>>('/performer-categories', { limit: 100 }, publicCall));
  return (Array.isArray(data?.data) ? data.data : []).map(toCategory).filter((c) => c._id && c.name);
}

export async function getCountries(): Promise<Country[]> {
  return toList(await unwrap(get<CountryJson[]>('/countries/list', undefined, publicCall)), toCountry);
}

export async function getStates(countryCode: string): Promise<Region[]> {
  return toList(
    await unwrap(get<CodeNameJson[]>(`/states/${encodeURIComponent(countryCode)}`, undefined, publicCall)),
    toRegion,
  );
}

export async function getCities(countryCode: string, state: string): Promise<Region[]> {
  const url = `/cities/${encodeURIComponent(countryCode)}/${encodeURIComponent(state)}`;
  return toList(await unwrap(get<CityJson[]>(url, undefined, publicCall)), toRegion);
}

export async function getLanguages(): Promise<Language[]> {
  return toList(await unwrap(get<CodeNameJson[]>('/languages/list', undefined, publicCall)), toLanguage);
}

export async function getPhoneCodes(): Promise<PhoneCode[]> {
  return toList(await unwrap(get<PhoneCodeJson[]>('/phone-codes/list', undefined, publicCall)), toPhoneCode);
}

export async function getUserAdditional(): Promise<UserAdditional> {
  return toUserAdditional(await unwrap(get<UserAdditionalJson>('/user-additional', undefined, publicCall)));
}

/** POST /re-captcha/verify; true when the API accepts the token. */
export async function verifyRecaptcha(token: string): Promise<boolean> {
  const data = await unwrap(post<RecaptchaJson>('/re-captcha/verify', { token }, publicCall));
  return asRaw<RecaptchaJson>(data).success === true;
}
