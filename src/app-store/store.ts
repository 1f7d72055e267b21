// A fresh store per SSR request (never module-level state: one user's data must not reach another's page).
import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { isBrowser } from '@/lib/runtime';
import { createWrapper } from 'next-redux-wrapper';
import { shellReducers, type RootState } from './root-reducer';
import { createFeatureHost } from '@/store/feature-host';
import type { Feature } from '@/store/feature';
import type { FeatureStore } from '@/store/use-feature';
import { uiEffects } from '@/features/ui';
import { shellSagas } from './shell-sagas';
import { handOverState, slicesOf } from './hand-over';

let heldFromTheStart: readonly Feature[] = [];

// A server store lives for one render (issue 22, "cheap renders"): freezing every state it produces guards
// nothing, and cost a few per cent of each server render. The browser's long-lived store keeps the guard.
if (!isBrowser()) setAutoFreeze(false);

/**
 * Every store made from now on holds these features' slices from the start. _document (server only) passes
 * every code-split feature (features.ts), so each request's state is whole before any page renders; in the
 * browser nobody calls it, and a feature joins when first used (src/store/use-feature.ts).
 */
export function holdFeaturesFromTheStart(features: readonly Feature[]): void {
  heldFromTheStart = features;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  // The shell's sagas start on the first action they need (shell-sagas.ts). The server's stores render once and
  // are dropped before any saga's work could land (the loaders call the API themselves): the host starts no
  // saga there.
  const host = createFeatureHost(shellReducers, heldFromTheStart, shellSagas);
  const store = configureStore({
    reducer: host.reducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(host.middleware, uiEffects),
    devTools: process.env.NODE_ENV !== 'production',
  });
  return Object.assign(store, host.bind(store)) as typeof store & FeatureStore;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState, FeatureStore };

// The infrastructure's hooks learn the root state here (store/hooks.ts `StoreTypes`), without importing this
// file. (Inside the block, the hooks module's own `RootState` would shadow ours: hence the alias.)
type ComposedState = RootState;
declare module '@/store/hooks' {
  interface StoreTypes {
    rootState: ComposedState;
  }
}

export const wrapper = createWrapper<AppStore>(() => makeStore(), {
  debug: false,
  serializeState: stateForBrowser,
  // the browser's HYDRATE gets the slices only; a missing one keeps the browser's own initial state
  deserializeState: (handed: Record<string, unknown>) => slicesOf(handed) as unknown as RootState,
});

// The server renders each page with the store its getInitialProps filled (issue 22, "cheap renders"), found by
// the state object that store handed over: next-redux-wrapper would make a second store for the render and walk
// the whole state through every slice's HYDRATE into it (about 5 % of `/home`'s server CPU). Same HTML: every
// slice's HYDRATE takes what a server store holds (settled lists and details, the user, settings, seeds), and
// the slices kept out of HYDRATE are ones no server step writes. Keyed by a per-request object, so one request
// can never find another's store; an entry goes with its request's state.
const filledOnTheServer = new WeakMap<object, AppStore>();

/** Server: the store App.getInitialProps filled renders the page (call it when that store is final). */
export function keepForRender(store: AppStore): void {
  if (!isBrowser()) filledOnTheServer.set(store.getState(), store);
}

// The initial state of every slice, from one store made for the purpose: a slice still holding that very object
// was left untouched by the request (hand-over.ts). Remade if the held features change (tests).
let pristine: { held: readonly Feature[]; state: RootState } | undefined;

/**
 * Server: the state a render hands the browser in `__NEXT_DATA__`: the slices the request changed and the names of
 * the rest (hand-over.ts). The store it came from stays findable by what is handed over.
 */
export function stateForBrowser(state: RootState): Record<string, unknown> {
  if (pristine?.held !== heldFromTheStart)
    pristine = { held: heldFromTheStart, state: makeStore().getState() };
  const handed = handOverState(state, pristine.state);
  const filled = filledOnTheServer.get(state);
  if (filled) filledOnTheServer.set(handed, filled);
  return handed;
}

type WrappedProps = Parameters<typeof wrapper.useWrappedStore>[0];

/**
 * The store and props _app renders with. In the browser next-redux-wrapper's hook (one long-lived store that
 * each navigation's server state is hydrated into); on the server the request's own filled store, as is.
 */
function serverPageStore(wrapped: WrappedProps): ReturnType<typeof wrapper.useWrappedStore> {
  const { initialState, initialProps, ...props } = wrapped as WrappedProps & {
    initialState?: object;
    initialProps?: object;
  };
  const store =
    (initialState && filledOnTheServer.get(initialState)) ||
    makeStore(initialState && (slicesOf(initialState as Record<string, unknown>) as Partial<RootState>));
  return { store, props: { ...initialProps, ...props } };
}

// one choice per process: the server always takes the second, the browser the first
export const usePageStore: typeof wrapper.useWrappedStore = isBrowser()
  ? wrapper.useWrappedStore
  : serverPageStore;
