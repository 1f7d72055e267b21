// Reference data calls (spec §7 "Reference data"). Public endpoints: no token is sent.
import { get, unwrap, type ListData } from '@/lib/http-client';
import type { CategoryJson } from '@api/schemas/performers';
import type { CityJson, CodeNameJson, CountryJson, UserAdditionalJson } from '@api/schemas/reference-data';
import {
  type Category,
  type Country,
  type Region,
  type UserAdditional,
  toCategory,
  toCountry,
  toList,
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

export async function getUserAdditional(): Promise<UserAdditional> {
  return toUserAdditional(await unwrap(get<UserAdditionalJson>('/user-additional', undefined, publicCall)));
}
