// The store's side of feature descriptors (feature.ts): joins a feature's reducer the first time it is used and
// starts its saga once, loaded by reference. Only code lives here, never state shared between stores: each
// store (one per server request, one in the browser) gets its own host.
// - A reducer that joins after the server's state arrived (HYDRATE) is seeded from that state, as if it had
//   been there: so a browser store may start with the shell's slices only and still match the server's HTML.
// - Actions dispatched between a feature's first use and its saga's start are held for that saga and replayed
//   to it, in order, once it runs: a component may dispatch in its first effect, before the import resolves.
//   Each code-split saga runs on its own channel for that reason; the root saga's effects (put, take) see the
//   same actions, so sagas on either side hear each other.
// - A feature joined without its saga may name events that wake it (`wakeOn`): the first such action starts the
//   saga and is held for it like a request, so a saga that only answers the user still hears what it must.
import {
  combineReducers,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type Store,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { runSaga, stdChannel, type MulticastChannel, type Saga } from 'redux-saga';
import { isBrowser } from '@/lib/runtime';
import { hydrated } from './hydrate';
import type { Feature, FeatureSaga } from './feature';

export interface JoinOptions {
  /** false: join the slice only (a component that reads it); the saga stays unloaded */
  saga?: boolean;
}

/** What the host adds to the store (app-store/store.ts makes it). */
export interface FeatureStoreApi {
  /** Joins the feature's reducer (once) and, in the browser, loads and starts its saga (once). */
  joinFeature: (feature: Feature, options?: JoinOptions) => void;
  /** Resolves once every saga loading now has started (tests, and the server never needs it). */
  sagasReady: () => Promise<void>;
}

interface SagaSlot {
  channel: MulticastChannel<UnknownAction>;
  /** actions heard before the saga runs; null once it runs */
  held: UnknownAction[] | null;
  started: Promise<void>;
}

/** `held`: features whose slices the store holds from the start (the server's stores: all of them). */
// The server makes two stores per request from the same shell and held features: their root reducer is one
// pure function, combined once per (shell, held) pair rather than per store.
const combinedOnce = new WeakMap<readonly Feature[], { shell: ReducersMapObject; reducer: Reducer }>();

function combineHeld(
  shell: ReducersMapObject,
  held: readonly Feature[],
  reducers: ReducersMapObject,
): Reducer {
  const hit = combinedOnce.get(held);
  if (hit && hit.shell === shell) return hit.reducer;
  const reducer = combineReducers(reducers) as Reducer;
  combinedOnce.set(held, { shell, reducer });
  return reducer;
}

export function createFeatureHost(shell: ReducersMapObject, held: readonly Feature[] = []) {
  const reducers: ReducersMapObject = { ...shell };
  for (const feature of held) if (feature.reducer) reducers[feature.key] = feature.reducer;
  let combined = combineHeld(shell, held, reducers);
  let serverState: Record<string, unknown> | undefined;
  const toSeed = new Set<string>();
  const slots = new Map<string, SagaSlot>();
  /** action type → sagas of joined features that it starts (browser stores only) */
  const wakers = new Map<string, Set<FeatureSaga>>();
  let store: Pick<Store, 'dispatch' | 'getState' | 'replaceReducer'> | undefined;

  const reducer: Reducer = (state, action) => {
    let next = combined(state, action);
    if (toSeed.size > 0) {
      for (const key of toSeed) {
        if (serverState && key in serverState)
          next = { ...next, [key]: reducers[key](next[key], hydrated(serverState)) };
      }
      toSeed.clear();
    }
    return next;
  };

  const middleware: Middleware = () => (next) => (action) => {
    if (hydrated.match(action)) serverState = action.payload;
    const result = next(action);
    const type = (action as UnknownAction).type;
    if (wakers.size > 0 && wakers.has(type)) for (const saga of wakers.get(type) ?? []) startSaga(saga);
    for (const slot of slots.values()) {
      if (slot.held) slot.held.push(action as UnknownAction);
      else slot.channel.put(action as UnknownAction);
    }
    return result;
  };

  function joinReducer(key: string, featureReducer: Reducer) {
    if (reducers[key] === featureReducer) return;
    if (reducers[key] && process.env.NODE_ENV !== 'production')
      console.error(`feature "${key}": two reducers claim the same key`);
    reducers[key] = featureReducer;
    combined = combineReducers(reducers) as Reducer;
    toSeed.add(key);
    store?.replaceReducer(reducer);
  }

  function startSaga(saga: FeatureSaga) {
    if (slots.has(saga.name) || !store) return;
    const { dispatch, getState } = store;
    const slot: SagaSlot = { channel: stdChannel<UnknownAction>(), held: [], started: Promise.resolve() };
    slot.started = saga.load().then(
      (loaded: Saga) => {
        runSaga({ channel: slot.channel, dispatch, getState }, loaded);
        const held = slot.held ?? [];
        slot.held = null;
        for (const action of held) slot.channel.put(action);
      },
      (err: unknown) => {
        // a failed download (offline, a new deploy) lets the next use try again
        slots.delete(saga.name);
        console.error(`saga "${saga.name}" could not load`, err);
      },
    );
    slots.set(saga.name, slot);
  }

  const api: FeatureStoreApi = {
    joinFeature(feature, options = {}) {
      if (feature.reducer) joinReducer(feature.key, feature.reducer);
      // server stores render once and are dropped: their effects never run, so their sagas would hear nothing
      if (!feature.saga || !isBrowser()) return;
      if (options.saga !== false) startSaga(feature.saga);
      else if (!slots.has(feature.saga.name))
        for (const type of feature.wakeOn ?? []) {
          const sagas = wakers.get(type) ?? new Set<FeatureSaga>();
          sagas.add(feature.saga);
          wakers.set(type, sagas);
        }
    },
    sagasReady: () => Promise.all([...slots.values()].map((s) => s.started)).then(() => undefined),
  };

  return {
    /** the root reducer: the shell's slices plus every feature joined so far */
    reducer,
    middleware,
    /** Binds the host to the store made with its reducer and middleware; returns what the store exposes. */
    bind(made: Pick<Store, 'dispatch' | 'getState' | 'replaceReducer'>): FeatureStoreApi {
      store = made;
      return api;
    },
  };
}
