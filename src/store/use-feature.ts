// Components declare the code-split features they touch (README "The store"): the slice joins the store before
// the component first reads it or dispatches to it, and the saga, loaded by reference, starts once per store.
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './hooks';
import type { Feature } from './feature';
import type { FeatureStoreApi } from './feature-host';

/** The store as the composition root builds it (app-store/store.ts): the feature host, which also starts the
 * shell's sagas on demand (browser stores only: a server store renders once and is dropped). */
export type FeatureStore = Store<RootState> & FeatureStoreApi;

/** For a component that dispatches the feature's requests: its slice and its saga. */
export function useFeature(feature: Feature): void {
  (useStore() as unknown as FeatureStore).joinFeature(feature);
}

/** For a component that only reads the feature's slice (or dispatches what its reducer alone handles). */
export function useFeatureSlice(feature: Feature): void {
  (useStore() as unknown as FeatureStore).joinFeature(feature, { saga: false });
}

/**
 * For a component whose requests come from the user (a click, a vote, scrolling to the end of a list): the slice
 * joins now, the saga downloads with the first request, not with the page (issue 22: nothing a page does not use
 * in its first seconds is fetched before the user asks). The host holds that request until the saga runs.
 */
export function useFeatureDispatch(feature: Feature): (action: UnknownAction) => void {
  const store = useStore() as unknown as FeatureStore;
  store.joinFeature(feature, { saga: false });
  return useCallback(
    (action: UnknownAction) => {
      store.joinFeature(feature);
      store.dispatch(action);
    },
    [store, feature],
  );
}
