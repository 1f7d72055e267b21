// What every asset page's loader shares (see features/video/loaders.ts): the store it dispatches to and the owner's
// subscription plans for a "subscribe to view" panel.
import { type UnknownAction } from '@reduxjs/toolkit';
import { getPerformer } from '@/features/performer/api';
import { type AssetApiOptions } from './api';
import { type CreatorPlans } from './asset-state';

export interface Dispatcher {
  dispatch: (action: UnknownAction) => unknown;
}

/**
 * The owner's subscription plans for a "subscribe to view" panel: the asset's creator card carries no prices,
 * so they come from the public profile. null when the profile cannot be read (the panel then links to it).
 */
export async function loadCreatorPlans(
  performerId: string,
  opts: AssetApiOptions,
): Promise<CreatorPlans | null> {
  if (!performerId) return null;
  try {
    const p = await getPerformer(performerId, { ...opts, noAuthRedirect: true });
    return {
      _id: p._id,
      name: p.name,
      username: p.username,
      avatar: p.avatar,
      monthlyPrice: p.monthlyPrice,
      yearlyPrice: p.yearlyPrice,
      isFreeSubscription: p.isFreeSubscription,
      durationFreeSubscriptionDays: p.durationFreeSubscriptionDays,
      usedFreeSubscription: p.usedFreeSubscription,
      isSubscribed: p.isSubscribed,
    };
  } catch {
    return null;
  }
}
