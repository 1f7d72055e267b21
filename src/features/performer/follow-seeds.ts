// The follow slice is the one source of "do I follow them": seeded from what the API computed, by the saga's
// workers and by the server's loaders alike (apart from the saga, so a loader does not bring it to the page).
import { followAdded, followRemoved } from '@/features/follow';
import type { PerformerCard } from './types';

export function followSeedActions(list: Pick<PerformerCard, '_id' | 'isFollowed'>[]) {
  return list.map((p) => (p.isFollowed ? followAdded(p._id) : followRemoved(p._id)));
}
