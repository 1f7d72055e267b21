// Creator calls (spec §7 "Performers", "Reactions"): raw JSON is mapped through ./types before it leaves.
import { del, get, post, unwrap, type ListData, type RequestOptions } from '@/lib/http-client';
import { type PerformerCard, type PerformerProfile, toPerformerCard, toPerformerProfile } from './types';
import { withCountryNames } from './country-names';
import type { RemovedJson } from '@api/schemas/common';
import type { PerformerCardJson, PerformerProfileJson } from '@api/schemas/performers';
import type { ReactionJson } from '@api/schemas/social';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface ProfileOptions {
  /** server side: the cookie's token (the browser sends its own) */
  token?: string;
  /** server side: the visitor's IP, so creator-level country blocks apply to the visitor, not to Next */
  clientIp?: string;
  /** background refreshes never bounce the user to the login page */
  noAuthRedirect?: boolean;
  /** false: leave out the country's name (a refresh of the live and online flags shows none) */
  countryName?: boolean;
}

async function cards(data: ListData<PerformerCardJson> | null | undefined): Promise<Page<PerformerCard>> {
  const list = Array.isArray(data?.data) ? data.data : [];
  return {
    items: await withCountryNames(list.map((raw) => toPerformerCard(raw))),
    total: typeof data?.total === 'number' ? data.total : list.length,
  };
}

/** GET /performers/{username or id}: the public profile with the viewer's flags; 403/404 carry the API message. */
export async function getPerformer(
  usernameOrId: string,
  opts: ProfileOptions = {},
): Promise<PerformerProfile> {
  const request: RequestOptions = { noAuthRedirect: opts.noAuthRedirect };
  if (opts.token) request.token = opts.token;
  if (opts.clientIp) request.headers = { 'x-client-ip': opts.clientIp, 'x-forwarded-for': opts.clientIp };
  const raw = await unwrap(
    get<PerformerProfileJson>(`/performers/${encodeURIComponent(usernameOrId)}`, undefined, request),
  );
  const profile = toPerformerProfile(raw);
  return opts.countryName === false ? profile : (await withCountryNames([profile]))[0];
}

/** GET /performers/user/search (the directory). */
export async function searchPerformers(
  params: Record<string, string | number>,
  opts: Pick<ProfileOptions, 'token' | 'clientIp'> = {},
): Promise<Page<PerformerCard>> {
  const request: RequestOptions = {};
  if (opts.token) request.token = opts.token;
  if (opts.clientIp) request.headers = { 'x-client-ip': opts.clientIp, 'x-forwarded-for': opts.clientIp };
  return await cards(
    await unwrap(get<ListData<PerformerCardJson>>('/performers/user/search', params, request)),
  );
}

/** GET /performers/search/random (home suggestions). */
export async function randomPerformers(limit: number): Promise<PerformerCard[]> {
  return (await cards(await unwrap(get<ListData<PerformerCardJson>>('/performers/search/random', { limit }))))
    .items;
}

const bookmarkBody = (objectId: string) => ({ objectId, objectType: 'performer', action: 'bookmark' });

export async function bookmarkPerformer(performerId: string): Promise<void> {
  await post<ReactionJson>('/reactions', bookmarkBody(performerId));
}

export async function unbookmarkPerformer(performerId: string): Promise<void> {
  await del<RemovedJson>('/reactions', bookmarkBody(performerId));
}
