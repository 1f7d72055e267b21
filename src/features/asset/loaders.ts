// What every asset page's loader shares (see features/video/loaders.ts): the store it dispatches to and the owner's
// subscription plans for a "subscribe to view" panel.
import { type CreatorPlans, getCreatorPlans } from '@/features/subscription';
import { type AssetApiOptions } from './api';
import type { FeatureDispatcher } from '@/store/feature';

/** The page's store: a loader joins its feature's slice there before it dispatches (src/store/feature.ts). */
export type Dispatcher = FeatureDispatcher;

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
    return await getCreatorPlans(performerId, { ...opts, noAuthRedirect: true });
  } catch {
    return null;
  }
}
