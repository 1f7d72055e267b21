// The follow slice is the one truth of "do I follow them": seeded from the posts' creators, by the saga's
// workers and by the server's loaders alike (apart from the saga, so a loader does not bring it to the page).
import { followAdded } from '@/features/follow';
import type { Feed } from './types';

export function followSeeds(items: Feed[]) {
  const ids = new Set(items.filter((f) => f.isFollowed && f.performerId).map((f) => f.performerId));
  return [...ids].map((id) => followAdded(id));
}
