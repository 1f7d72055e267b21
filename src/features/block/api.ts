// Creator blocking calls (spec §7 "Blocking", reference §2.5): creator token only (fans get 403).
import { del, get, post, unwrap, type ListData } from '@/lib/http-client';
import { type BlockedUser, type UserCard, toBlockedCountryCodes, toBlockedUser, toUserCard } from './types';
import type { RemovedJson } from '@api/schemas/common';
import type { OwnAccountJson } from '@api/schemas/performers';
import type { BlockJson, CountryBlockJson } from '@api/schemas/social';
import type { UserCardJson } from '@api/schemas/users';

export interface Page<T> {
  items: T[];
  total: number;
}

export const BLOCK_REASON_MAX = 200;

export async function getBlockedUsers(query: { offset: number; limit: number }): Promise<Page<BlockedUser>> {
  const data = await unwrap(get<ListData<BlockJson>>('/block/users', query));
  return { items: (data?.data ?? []).map(toBlockedUser), total: Number(data?.total) || 0 };
}

export async function blockUser(body: { targetId: string; reason: string }): Promise<BlockedUser> {
  return toBlockedUser(await unwrap(post<BlockJson>('/block/users', { ...body, target: 'user' })));
}

export async function unblockUser(userId: string): Promise<void> {
  await del<RemovedJson>(`/block/users/${encodeURIComponent(userId)}`);
}

/** The user picker (GET /users/search, creators only). */
export async function searchUsers(q: string, limit = 10): Promise<UserCard[]> {
  const data = await unwrap(get<ListData<UserCardJson>>('/users/search', { q, limit }));
  return (data?.data ?? []).map(toUserCard);
}

/** The creator's current blocked countries, from their own profile. */
export async function getBlockedCountries(): Promise<string[]> {
  return toBlockedCountryCodes(await unwrap(get<OwnAccountJson>('/performers/me')));
}

/** Replaces the whole list; answers with the saved codes. */
export async function saveBlockedCountries(countryCodes: string[]): Promise<string[]> {
  const data = await unwrap(post<CountryBlockJson>('/block/countries', { countryCodes }));
  const saved = (data as { countryCodes?: unknown } | null)?.countryCodes;
  return Array.isArray(saved) ? saved.filter((c): c is string => typeof c === 'string') : countryCodes;
}
