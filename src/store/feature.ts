// A code-split feature joins the store through one descriptor (README "The store"): its slice's key and
// reducer, and its saga by reference (a lazy import), so a page that only reads the slice never downloads the
// saga. The descriptor lives in the feature; app-store/features.ts lists them all (the server's store holds
// every slice, and FeatureState is derived from the list). The store side is feature-host.ts.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** A saga loaded on first use and started once per store; `name` is its identity (several slices may share one). */
export interface FeatureSaga {
  readonly name: string;
  readonly load: () => Promise<Saga>;
}

export interface Feature<K extends string = string> {
  readonly key: K;
  /** absent for a feature whose slice is in the shell but whose saga is code-split */
  readonly reducer?: Reducer;
  readonly saga?: FeatureSaga;
  /**
   * Action types that start the saga of a feature the page uses (its slice joined) even though no component asked
   * for the saga yet: events from elsewhere the saga must answer (a subscription bought in another feature's
   * dialog). The action is held and replayed to the saga once it runs, as a request is.
   */
  readonly wakeOn?: readonly string[];
}

/** A feature with a slice of state type S under `key`. */
export interface SliceFeature<K extends string, S> extends Feature<K> {
  readonly reducer: Reducer<S>;
}

/** `load` is a lazy import (`() => import('./x-saga').then((m) => m.xSaga)`): the bundler splits the saga out. */
export function lazySaga(name: string, load: () => Promise<Saga>): FeatureSaga {
  return { name, load };
}

export function defineFeature<const K extends string, S>(feature: {
  key: K;
  reducer: Reducer<S>;
  saga?: FeatureSaga;
  wakeOn?: readonly string[];
}): SliceFeature<K, S>;
export function defineFeature<const K extends string>(feature: { key: K; saga: FeatureSaga }): Feature<K>;
export function defineFeature(feature: Feature): Feature {
  return Object.freeze({ ...feature });
}

type SliceOf<F> = F extends { readonly reducer: Reducer<infer S> } ? S : never;

/** The state the listed features add to the root state: one key per feature that has a slice. */
export type FeatureStateOf<List extends readonly Feature[]> = {
  [F in List[number] as [SliceOf<F>] extends [never] ? never : F['key']]: SliceOf<F>;
};

/** A store a page loader writes to (getInitialProps): the loader joins its feature's slice before dispatching. */
export interface FeatureDispatcher {
  dispatch: (action: UnknownAction) => unknown;
  joinFeature: (feature: Feature, options?: { saga?: boolean }) => void;
}
