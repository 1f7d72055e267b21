// Page data loaders for getInitialProps (as the profile's loaders.ts): the call is made directly and its result
// dispatched before getInitialProps returns, so the state handed to the browser is settled on the server.
import { MESSAGES } from '@/config/constants';
import { videoFeature } from './video-feature';
import { toSagaError } from '@/lib/request-error';
import { type ApiError } from '@/lib/api-error';
import { loadCreatorPlans, type Dispatcher } from '@/features/asset/loaders';
import type { AssetApiOptions } from '@/features/asset';
import { getVideo } from './api';
import { videoView } from './types';
import { videoFailed, videoLoaded } from './video-slice';

/** GET /performer-assets/videos/{id} (+ the creator's plans when it is locked for subscribers). */
export async function loadVideoInto(
  store: Dispatcher,
  id: string,
  opts: AssetApiOptions,
  viewerId: string | null,
): Promise<ApiError | null> {
  store.joinFeature(videoFeature, { saga: false });
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
