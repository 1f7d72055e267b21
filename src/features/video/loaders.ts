// Page data loaders for getInitialProps (as the profile's loaders.ts): the call is made directly and its result
// dispatched before getInitialProps returns, so the state handed to the browser is settled on the server.
import { type UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@/config/constants';
import { toSagaError } from '@/lib/request-saga';
import { type ApiError } from '@/lib/api-error';
import { getPerformer } from '@/features/performer/api';
import { getVideo, type AssetApiOptions } from './api';
import { type CreatorPlans } from './asset-state';
import { videoView } from './types';
import { videoFailed, videoLoaded } from './video-slice';

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

/** GET /performer-assets/videos/{id} (+ the creator's plans when it is locked for subscribers). */
export async function loadVideoInto(
  store: Dispatcher,
  id: string,
  opts: AssetApiOptions,
  viewerId: string | null,
): Promise<ApiError | null> {
  try {
    const video = await getVideo(id, opts);
    const creator =
      videoView(video, viewerId) === 'subscribe' ? await loadCreatorPlans(video.performerId, opts) : null;
    store.dispatch(videoLoaded({ id, video, creator }));
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(videoFailed({ id, error }));
    return error;
  }
}
