// The login page's strip of popular creators (issue 20 item 18): the directory's own public data (GET
// /performers/user/search, popular first), reduced to what a small card shows. On the server the answer is
// kept per visitor address for the public-settings window (creators may block countries, so one list does not
// fit every visitor), which keeps the entry page at one API call per visitor and window.
import { settingsCacheMs } from '@/lib/settings-cache';
import { serverApiEndpoint } from '@/config/env';
import { searchPerformers } from './api';

export const FEATURED_COUNT = 8;

export interface FeaturedCreator {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  verified: boolean;
}

const CACHE_MAX = 2000;
const cache = new Map<string, { at: number; list: Promise<FeaturedCreator[]> }>();

export function clearFeaturedCache(): void {
  cache.clear();
}

async function fetchFeatured(clientIp: string | undefined): Promise<FeaturedCreator[]> {
  const page = await searchPerformers(
    { sortBy: 'popular', offset: 0, limit: FEATURED_COUNT },
    clientIp ? { clientIp } : {},
  );
  return page.items.map((p) => ({
    _id: p._id,
    name: p.name || p.username,
    username: p.username,
    avatar: p.avatar,
    verified: p.verifiedAccount,
  }));
}

/** Popular creators for a visitor; [] when the API cannot answer (the strip is an invitation, not content). */
export function loadFeaturedCreators(
  clientIp: string | undefined,
  now: number = Date.now(),
): Promise<FeaturedCreator[]> {
  if (typeof window !== 'undefined') return fetchFeatured(undefined).catch(() => []);
  const key = `${serverApiEndpoint()} ${clientIp ?? ''}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < settingsCacheMs()) return hit.list;
  const list = fetchFeatured(clientIp).catch(() => {
    cache.delete(key); // an outage is not kept: the next visitor asks again
    return [];
  });
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, list });
  return list;
}
