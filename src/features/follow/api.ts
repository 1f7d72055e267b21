// Follow calls (spec §7 "Follows").
import { del, get, post, unwrap, type ListData } from '@/lib/http-client';
import { type FollowRow, toFollowRow } from './types';
import type { FollowResultJson, FollowerJson, FollowingJson } from '@api/schemas/social';

export async function follow(performerId: string): Promise<void> {
  await post<FollowResultJson>(`/follows/${encodeURIComponent(performerId)}`);
}

export async function unfollow(performerId: string): Promise<void> {
  await del<FollowResultJson>(`/follows/${encodeURIComponent(performerId)}`);
}

export interface FollowListQuery {
  offset: number;
  limit: number;
}

export interface FollowPage {
  items: FollowRow[];
  total: number;
}

async function followList(kind: 'followers' | 'following', query: FollowListQuery): Promise<FollowPage> {
  const data = await unwrap(get<ListData<FollowerJson | FollowingJson>>(`/follows/${kind}`, { ...query }));
  const list = Array.isArray(data?.data) ? data.data : [];
  return {
    items: list.map((r) => toFollowRow(r, kind)),
    total: typeof data?.total === 'number' ? data.total : list.length,
  };
}

/** Accounts following the signed-in creator. */
export const getFollowers = (query: FollowListQuery) => followList('followers', query);

/** Creators the signed-in account follows. */
export const getFollowing = (query: FollowListQuery) => followList('following', query);
