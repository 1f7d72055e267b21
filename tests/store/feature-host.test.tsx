// One descriptor per code-split feature (src/store/feature.ts, feature-host.ts, use-feature.ts): the browser's
// store starts with the shell's slices; a feature's reducer joins once when a component first uses it (seeded
// from the server's state when that arrived first); its saga is loaded by reference and started once; actions
// dispatched before the saga runs reach it, in order; a reader never loads the saga; the server's stores hold
// every slice the descriptors name, before any page renders.
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createAction, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { HYDRATE } from 'next-redux-wrapper';
import { codeSplitFeatures } from '@/app-store/features';
import type * as FeaturesModule from '@/app-store/features';
import type * as StoreModule from '@/app-store/store';
import { holdFeaturesFromTheStart, makeStore } from '@/app-store/store';
import { defineFeature, lazySaga } from '@/store/feature';
import { useFeature, useFeatureSlice } from '@/store/use-feature';
import { useAppDispatch } from '@/store/hooks';
import { hydrated } from '@/store/hydrate';
import { videoFeature } from '@/features/video';
import { videoListRequested } from '@/features/video/video-slice';
import { performerFeature } from '@/features/performer';
import { initialPerformerState } from '@/features/performer/performer-slice';
import { themeChanged } from '@/features/ui';
import { isBrowser } from '@/lib/runtime';

jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));

// ---- a small feature of our own: a counter slice and a saga that answers each ping with a pong
const pinged = createAction<number>('probe/pinged');
const ponged = createAction<number>('probe/ponged');
const probeSlice = createSlice({
  name: 'probe',
  initialState: { pings: [] as number[], pongs: [] as number[] },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(pinged, (s, a) => void s.pings.push(a.payload))
      .addCase(ponged, (s, a) => void s.pongs.push(a.payload)),
});

function probeFeature(wakeOn?: readonly string[]) {
  let starts = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  function* probeSaga() {
    starts += 1;
    yield takeEvery(pinged.type, function* (a: ReturnType<typeof pinged>) {
      yield put(ponged(a.payload));
    });
  }
  const load = jest.fn(() => gate.then(() => probeSaga as Saga));
  const feature = defineFeature({
    key: 'probe',
    reducer: probeSlice.reducer,
    saga: lazySaga('probe', load),
    wakeOn,
  });
  return { feature, load, release, starts: () => starts };
}

type ProbeState = { probe?: { pings: number[]; pongs: number[] } };
const probeOf = (store: ReturnType<typeof makeStore>) => (store.getState() as unknown as ProbeState).probe;

function browserStore() {
  holdFeaturesFromTheStart([]);
  return makeStore();
}

afterEach(() => {
  holdFeaturesFromTheStart(codeSplitFeatures);
  jest.restoreAllMocks();
  jest.mocked(isBrowser).mockReturnValue(true);
});

describe('a browser store', () => {
  test('starts with the shell only; a feature joins on first use and keeps the state already there', () => {
    const store = browserStore();
    store.dispatch(themeChanged('dark'));
    expect(Object.keys(store.getState())).not.toContain('video');

    function Videos() {
      useFeatureSlice(videoFeature);
      return null;
    }
    render(
      <Provider store={store}>
        <Videos />
      </Provider>,
    );
    expect(store.getState().video).toEqual(videoFeature.reducer(undefined, { type: '@@init' }));
    expect(store.getState().ui.theme).toBe('dark');
    // the joined slice answers its actions in the live store
    store.dispatch(videoListRequested({ performerId: 'p1', offset: 0 }));
    expect(store.getState().video.list).toMatchObject({ performerId: 'p1', status: 'loading' });
  });

  test('joins the reducer once and starts the saga once, however many components use the feature', async () => {
    const probe = probeFeature();
    const store = browserStore();
    const replace = jest.spyOn(store, 'replaceReducer');
    function User({ n }: { n: number }) {
      useFeature(probe.feature);
      const dispatch = useAppDispatch();
      useEffect(() => {
        dispatch(pinged(n));
      }, [dispatch, n]);
      return null;
    }
    render(
      <Provider store={store}>
        <User n={1} />
        <User n={2} />
      </Provider>,
    );
    expect(replace).toHaveBeenCalledTimes(1);
    // the reducer took both pings at once; the saga has not loaded yet
    expect(probeOf(store)).toEqual({ pings: [1, 2], pongs: [] });
    await act(async () => {
      probe.release();
      await store.sagasReady();
    });
    expect(probe.load).toHaveBeenCalledTimes(1);
    expect(probe.starts()).toBe(1);
    // the actions dispatched before the saga ran reached it, in order
    expect(probeOf(store)?.pongs).toEqual([1, 2]);
    // and it hears the ones dispatched after, once
    store.dispatch(pinged(3));
    expect(probeOf(store)?.pongs).toEqual([1, 2, 3]);
  });

  test('a reader joins the slice without loading the saga; a later user starts it', async () => {
    const probe = probeFeature();
    const store = browserStore();
    store.joinFeature(probe.feature, { saga: false });
    store.dispatch(pinged(1));
    expect(probeOf(store)).toEqual({ pings: [1], pongs: [] });
    expect(probe.load).not.toHaveBeenCalled();

    store.joinFeature(probe.feature);
    store.dispatch(pinged(2));
    probe.release();
    await store.sagasReady();
    // held from the first use that asked for the saga, not before
    expect(probeOf(store)?.pongs).toEqual([2]);
  });

  test('an event the feature wakes on starts the saga of a joined reader, and the saga hears that event', async () => {
    const probe = probeFeature([pinged.type]);
    const store = browserStore();
    // another action does not wake it, and neither does the event before the feature joined
    store.dispatch(themeChanged('dark'));
    store.dispatch(pinged(0));
    store.joinFeature(probe.feature, { saga: false });
    store.dispatch(themeChanged('light'));
    expect(probe.load).not.toHaveBeenCalled();

    store.dispatch(pinged(2));
    expect(probe.load).toHaveBeenCalledTimes(1);
    store.dispatch(pinged(3));
    probe.release();
    await store.sagasReady();
    expect(probe.load).toHaveBeenCalledTimes(1);
    expect(probe.starts()).toBe(1);
    // the waking event was held for the saga and replayed to it, with what followed
    expect(probeOf(store)?.pongs).toEqual([2, 3]);
  });

  test('a server store is never woken: it runs no feature saga', () => {
    jest.mocked(isBrowser).mockReturnValue(false);
    const probe = probeFeature([pinged.type]);
    const store = browserStore();
    store.joinFeature(probe.feature, { saga: false });
    store.dispatch(pinged(1));
    expect(probe.load).not.toHaveBeenCalled();
  });

  test('a slice that joins after the server state arrived is seeded from it, as if it had been there', () => {
    const store = browserStore();
    const server = {
      ...initialPerformerState,
      profile: { ...initialPerformerState.profile, status: 'succeeded' as const, requestedId: 'anna' },
    };
    store.dispatch(hydrated({ performer: server }) as UnknownAction);
    expect(store.getState().performer).toBeUndefined();
    store.joinFeature(performerFeature);
    expect(store.getState().performer.profile).toEqual(server.profile);
    expect(store.getState().performer).toEqual(
      performerFeature.reducer(undefined, { type: HYDRATE, payload: { performer: server } }),
    );
  });

  test('a failed saga download lets the next use try again', async () => {
    const store = browserStore();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<Saga>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(function* () {
        yield takeEvery(pinged.type, function* (a: ReturnType<typeof pinged>) {
          yield put(ponged(a.payload));
        });
      });
    const feature = defineFeature({
      key: 'probe',
      reducer: probeSlice.reducer,
      saga: lazySaga('retry', load),
    });
    store.joinFeature(feature);
    await store.sagasReady();
    expect(error).toHaveBeenCalled();
    store.joinFeature(feature);
    store.dispatch(pinged(7));
    await store.sagasReady();
    expect(load).toHaveBeenCalledTimes(2);
    expect(probeOf(store)?.pongs).toEqual([7]);
  });
});

describe('the server', () => {
  test('every request store holds every slice the descriptors name, and starts no feature saga', () => {
    jest.mocked(isBrowser).mockReturnValue(false);
    const probe = probeFeature();
    holdFeaturesFromTheStart([...codeSplitFeatures, probe.feature]);
    const store = makeStore();
    const keys = Object.keys(store.getState());
    const named = codeSplitFeatures.filter((f) => 'reducer' in f).map((f) => f.key);
    expect(named.length).toBeGreaterThanOrEqual(21);
    for (const key of [...named, 'probe']) expect(keys).toContain(key);
    store.joinFeature(probe.feature);
    expect(probe.load).not.toHaveBeenCalled();
  });

  test('_document hands every descriptor to the store before any page renders', () => {
    jest.isolateModules(() => {
      require('@/pages/_document');
      const { makeStore: make } = require('@/app-store/store') as typeof StoreModule;
      const { codeSplitFeatures: list } = require('@/app-store/features') as typeof FeaturesModule;
      const keys = Object.keys(make().getState());
      for (const f of list) if ('reducer' in f) expect(keys).toContain(f.key);
    });
  });
});
