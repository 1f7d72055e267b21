// A creator's plans from their public profile (GET /performers/{username or id}; contract "Performers"). Asset
// cards, posts and the open modal carry the creator's card without prices, so the prices are read here, as the
// API answers now. The profile page reads the whole profile through features/performer.
import { DEFAULT_AVATAR } from '@/config/constants';
import { get, unwrap, viewerRequest, type ViewerOptions } from '@/lib/http-client';
import { asRaw, strictNum, strictStr } from '@/lib/raw-json';
import { type CreatorPlans } from './plans';
import type { PerformerProfileJson } from '@api/schemas/performers';

export function toCreatorPlans(raw: unknown): CreatorPlans {
  const r = asRaw<PerformerProfileJson>(raw);
  return {
    _id: strictStr(r._id),
    name: strictStr(r.name),
    username: strictStr(r.username),
    avatar: strictStr(r.avatar) || DEFAULT_AVATAR,
    monthlyPrice: strictNum(r.monthlyPrice),
    yearlyPrice: strictNum(r.yearlyPrice),
    isFreeSubscription: r.isFreeSubscription === true,
    durationFreeSubscriptionDays: strictNum(r.durationFreeSubscriptionDays),
    usedFreeSubscription: r.usedFreeSubscription === true,
    isSubscribed: r.isSubscribed === true,
  };
}

/** GET /performers/{username or id}: 403/404 carry the API message. */
export async function getCreatorPlans(usernameOrId: string, opts: ViewerOptions = {}): Promise<CreatorPlans> {
  const path = `/performers/${encodeURIComponent(usernameOrId)}`;
  return toCreatorPlans(await unwrap(get<PerformerProfileJson>(path, undefined, viewerRequest(opts))));
}
