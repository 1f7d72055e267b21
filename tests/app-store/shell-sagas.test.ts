// The shell's sagas start on demand (app-store/shell-sagas.ts, store/feature-host.ts `onDemand`): not for a
// visitor who never acts, on the first action one of them listens to, in a signed-in user's first idle time;
// what they listen to before they run reaches them once, in order, and is reduced once; a server store never
// starts them. And the list of what they listen to is the one the running root saga registers.
import { runSaga, stdChannel, type Saga, type SagaMonitor } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app-store/store';
import { SHELL_SAGA_TRIGGERS } from '@/app-store/shell-sagas';
import type * as RootSagaModule from '@/app-store/root-saga';
import type * as Effects from 'redux-saga/effects';
import { appStarted, realtimeNeeded } from '@/features/realtime';
import { followRequested, unfollowRequested } from '@/features/follow';
import { themeChanged } from '@/features/ui';
import { browserIdle } from '@/lib/browser-idle';
import { isBrowser } from '@/lib/runtime';

jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));
jest.mock('@/lib/browser-idle', () => ({ browserIdle: jest.fn() }));
// the shell's root saga, replaced by one that records what it hears
jest.mock('@/app-store/root-saga', () => {
  const heard: string[] = [];
  const effects = jest.requireActual<typeof Effects>('redux-saga/effects');
  const rootSaga = jest.fn(function* probe() {
    yield effects.takeEvery('*', (a: { type: string }) => void heard.push(a.type));
  });
  return { rootSaga, heard };
});
const probe = jest.requireMock<{ rootSaga: jest.Mock; heard: string[] }>('@/app-store/root-saga');

let idle: () => void = () => undefined;
beforeEach(() => {
  probe.rootSaga.mockClear();
  probe.heard.length = 0;
  jest.mocked(isBrowser).mockReturnValue(true);
  jest.mocked(browserIdle).mockImplementation(() => new Promise<void>((resolve) => (idle = resolve)));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function signedInStore() {
  const base = makeStore().getState();
  return makeStore({ auth: { ...base.auth, loggedIn: true } });
}

test("a visitor's page starts no saga: appStarted and a theme change download nothing", async () => {
  const store = makeStore();
  store.dispatch(appStarted());
  store.dispatch(themeChanged('dark'));
  idle();
  await settle();
  await store.sagasReady();
  expect(probe.rootSaga).not.toHaveBeenCalled();
  expect(browserIdle).not.toHaveBeenCalled();
});

test('the first action they listen to starts them; what came before and during the load reaches them once', async () => {
  const store = makeStore();
  let notified = 0;
  store.subscribe(() => (notified += 1));
  store.dispatch(appStarted());
  store.dispatch(themeChanged('dark')); // not theirs, before they were asked for: not kept
  store.dispatch(followRequested({ performerId: 'p1' }));
  store.dispatch(themeChanged('light')); // while they load: kept, as the running sagas would have heard it
  store.dispatch(unfollowRequested({ performerId: 'p2' }));
  expect(probe.rootSaga).not.toHaveBeenCalled();
  await store.sagasReady();
  expect(probe.rootSaga).toHaveBeenCalledTimes(1);
  expect(probe.heard).toEqual([
    appStarted.type,
    followRequested.type,
    themeChanged.type,
    unfollowRequested.type,
  ]);
  // replayed to the sagas, not dispatched again: the store reduced each action once
  expect(notified).toBe(5);
  expect(store.getState().follow.pendingIds).toEqual(['p1', 'p2']);
  // once running, they hear every action, once
  store.dispatch(realtimeNeeded());
  expect(probe.heard.slice(4)).toEqual([realtimeNeeded.type]);
  store.dispatch(followRequested({ performerId: 'p3' }));
  await store.sagasReady();
  expect(probe.rootSaga).toHaveBeenCalledTimes(1);
  expect(probe.heard.filter((t) => t === followRequested.type)).toHaveLength(2);
  store.stopSagas();
});

test("a signed-in user's page starts them in the browser's first idle time", async () => {
  const store = signedInStore();
  store.dispatch(appStarted());
  await settle();
  expect(browserIdle).toHaveBeenCalledTimes(1);
  expect(probe.rootSaga).not.toHaveBeenCalled();
  idle();
  await settle();
  await store.sagasReady();
  expect(probe.rootSaga).toHaveBeenCalledTimes(1);
  expect(probe.heard).toEqual([appStarted.type]);
  store.stopSagas();
});

test('startSagas starts them at once (tests), and only once', async () => {
  const store = makeStore();
  await store.startSagas();
  expect(probe.rootSaga).toHaveBeenCalledTimes(1);
  store.dispatch(followRequested({ performerId: 'p1' }));
  await store.startSagas();
  expect(probe.rootSaga).toHaveBeenCalledTimes(1);
  expect(probe.heard).toEqual([followRequested.type]);
  store.stopSagas();
});

test('a server store never starts them', async () => {
  jest.mocked(isBrowser).mockReturnValue(false);
  const store = makeStore();
  store.dispatch(followRequested({ performerId: 'p1' }));
  await store.startSagas();
  expect(probe.rootSaga).not.toHaveBeenCalled();
});

test('SHELL_SAGA_TRIGGERS is exactly what the running root saga takes before any worker runs', () => {
  const { rootSaga } = jest.requireActual<typeof RootSagaModule>('@/app-store/root-saga');
  const patterns = new Set<string>();
  const sagaMonitor: SagaMonitor = {
    effectTriggered({ effect }) {
      const e = effect as { type?: string; payload?: { pattern?: unknown } };
      if ((e.type === 'TAKE' || e.type === 'ACTION_CHANNEL') && e.payload?.pattern !== undefined)
        for (const p of [e.payload.pattern].flat()) patterns.add(String(p));
    },
  };
  const task = runSaga(
    { channel: stdChannel<UnknownAction>(), dispatch: () => undefined, getState: () => ({}), sagaMonitor },
    rootSaga as Saga,
  );
  task.cancel();
  expect([...patterns].sort()).toEqual([...SHELL_SAGA_TRIGGERS].sort());
});
