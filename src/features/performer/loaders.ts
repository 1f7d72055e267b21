// Page data loaders for getInitialProps (toolchain trap 6): the call is made directly and its result dispatched
// before getInitialProps returns, so the state handed to the browser is settled on the server, and a client
// navigation's snapshot never races with HYDRATE.
import { MESSAGES } from '@/config/constants';
import type { FeatureDispatcher } from '@/store/feature';
import { performerFeature } from './performer-feature';
import { toSagaError } from '@/lib/request-error';
import { type ApiError } from '@/lib/api-error';
import { getPerformer, searchPerformers, type ProfileOptions } from './api';
import { directoryApiParams, type DirectoryQuery } from './directory-query';
import { directoryFailed, directoryLoaded, profileFailed, profileLoaded } from './performer-slice';
import { followSeedActions } from './follow-seeds';

type Dispatcher = FeatureDispatcher;

export async function loadProfileInto(
  store: Dispatcher,
  id: string,
  opts: ProfileOptions,
): Promise<ApiError | null> {
  store.joinFeature(performerFeature, { saga: false });
  try {
    const profile = await getPerformer(id, { ...opts, noAuthRedirect: true });
    store.dispatch(profileLoaded({ id, profile }));
    for (const seed of followSeedActions([profile])) store.dispatch(seed);
    return null;
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    store.dispatch(profileFailed({ id, error }));
    return error;
  }
}

export async function loadDirectoryInto(
  store: Dispatcher,
  query: DirectoryQuery,
  opts: Pick<ProfileOptions, 'token' | 'clientIp'>,
): Promise<void> {
  store.joinFeature(performerFeature, { saga: false });
  try {
    const page = await searchPerformers(directoryApiParams(query), opts);
    store.dispatch(directoryLoaded({ query, items: page.items, total: page.total }));
    for (const seed of followSeedActions(page.items.filter((p) => p.isFollowed))) store.dispatch(seed);
  } catch (err) {
    store.dispatch(directoryFailed({ query, error: toSagaError(err, MESSAGES.genericFallback) }));
  }
}
