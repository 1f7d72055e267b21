// The store's side of feature descriptors (feature.ts): joins a feature's reducer the first time it is used and
// starts its saga once, loaded by reference. Only code lives here, never state shared between stores: each
// store (one per server request, one in the browser) gets its own host.
// - A reducer that joins after the server's state arrived (HYDRATE) is seeded from that state, as if it had
//   been there: so a browser store may start with the shell's slices only and still match the server's HTML.
// - Actions dispatched between a feature's first use and its saga's start are held for that saga and replayed
//   to it, in order, once it runs: a component may dispatch in its first effect, before the import resolves.
//   Each saga runs on its own channel for that reason (saga-runner.ts); every put goes through the store's
//   dispatch, so sagas on either side hear each other.
// - The shell's sagas start on demand too (`onDemand`, app-store/shell-sagas.ts): until the first action they
//   wait for, the actions they listen to are kept for them; redux-saga itself is loaded with the first saga a
//   store starts, so a page where nobody acts downloads neither (issue 22).
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
import type { Saga, Task } from 'redux-saga';
import { browserIdle } from '@/lib/browser-idle';
import { isBrowser } from '@/lib/runtime';
import { hydrated } from './hydrate';
import type * as Runner from './saga-runner';
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
  /** Starts the on-demand saga now if it waits (tests that drive the shell's sagas), then as sagasReady. */
  startSagas: () => Promise<void>;
  /** Cancels every saga running (tests) */
  stopSagas: () => void;
}

/** When an on-demand saga starts: at once, in the browser's first idle time, or not on this action. */
export type SagaStart = 'now' | 'idle' | false;

/** A saga started by the first action it needs (the shell's sagas): what it listens to waits for it. */
export interface OnDemandSaga {
  saga: FeatureSaga;
  /** true for every action the saga listens to while it waits (kept for it, in order) */
  hears: (action: UnknownAction) => boolean;
  /** `state`: after the action was reduced */
  startsOn: (action: UnknownAction, state: unknown) => SagaStart;
}

interface SagaSlot {
  /** actions heard before the saga runs; null once it runs */
  held: UnknownAction[] | null;
  hear?: (action: UnknownAction) => void;
  task?: Task;
  started: Promise<void>;
}

const loadRunner = () => import('./saga-runner');

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

export function createFeatureHost(
  shell: ReducersMapObject,
  held: readonly Feature[] = [],
  onDemand?: OnDemandSaga,
) {
  const reducers: ReducersMapObject = { ...shell };
  for (const feature of held) if (feature.reducer) reducers[feature.key] = feature.reducer;
  let combined = combineHeld(shell, held, reducers);
  let serverState: Record<string, unknown> | undefined;
  const toSeed = new Set<string>();
  const slots = new Map<string, SagaSlot>();
  /** action type → sagas of joined features that it starts (browser stores only) */
  const wakers = new Map<string, Set<FeatureSaga>>();
  let store: Pick<Store, 'dispatch' | 'getState' | 'replaceReducer'> | undefined;
  // the on-demand saga until it starts, with what it heard so far
  let waiting = onDemand && isBrowser() ? { ...onDemand, heard: [] as UnknownAction[] } : undefined;

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
      else slot.hear?.(action as UnknownAction);
    }
    // after the slots: a saga this action starts gets it once, from what it heard
    if (waiting) {
      if (waiting.hears(action as UnknownAction)) waiting.heard.push(action as UnknownAction);
      const when = waiting.startsOn(action as UnknownAction, store?.getState());
      if (when === 'now') startWaiting();
      else if (when === 'idle') void browserIdle().then(startWaiting);
    }
    return result;
  };

  function startWaiting() {
    if (!waiting || !store) return;
    const { saga, heard } = waiting;
    waiting = undefined;
    // a failed download waits again for the next action it needs
    startSaga(saga, heard, () => (waiting = onDemand && { ...onDemand, heard: [] }));
  }

  function joinReducer(key: string, featureReducer: Reducer) {
    if (reducers[key] === featureReducer) return;
    if (reducers[key] && process.env.NODE_ENV !== 'production')
      console.error(`feature "${key}": two reducers claim the same key`);
    reducers[key] = featureReducer;
    combined = combineReducers(reducers) as Reducer;
    toSeed.add(key);
    store?.replaceReducer(reducer);
  }

  function startSaga(saga: FeatureSaga, heard: UnknownAction[] = [], onFailed?: () => void) {
    if (slots.has(saga.name) || !store) return;
    const target = store;
    const slot: SagaSlot = { held: heard, started: Promise.resolve() };
    slot.started = Promise.all([loadRunner(), saga.load()]).then(
      ([runner, loaded]: [typeof Runner, Saga]) => {
        const running = runner.runOnOwnChannel(target, loaded);
        slot.hear = running.hear;
        slot.task = running.task;
        const held = slot.held ?? [];
        slot.held = null;
        for (const action of held) running.hear(action);
      },
      (err: unknown) => {
        // a failed download (offline, a new deploy) lets the next use try again
        slots.delete(saga.name);
        onFailed?.();
        console.error(`saga "${saga.name}" could not load`, err);
      },
    );
    slots.set(saga.name, slot);
  }

  const sagasReady = () => Promise.all([...slots.values()].map((s) => s.started)).then(() => undefined);

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
    sagasReady,
    startSagas() {
      startWaiting();
      return sagasReady();
    },
    stopSagas() {
      for (const slot of slots.values()) slot.task?.cancel();
    },
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
