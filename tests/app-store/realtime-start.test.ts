// The socket for a visitor (issue 22): every page carries only realtime-start.ts, which loads the connection
// (realtime-saga.ts with the socket client and the event→action table) once the user is signed in.
import Cookies from 'js-cookie';
import { startSaga } from '../features/saga-store';
import { ioMock, sockets } from '../features/fake-socket';
import { realtimeStartSaga } from '@/app-store/realtime-start';
import { appStarted, realtimeNeeded, socketConnected } from '@/features/realtime/realtime-events';
import { initialAuthState, loggedIn } from '@/features/auth/auth-slice';
import { setClientEnv } from '@/config/env';
import { staticImports } from './static-imports';

jest.mock('@/lib/socket-client', () => ({ io: require('../features/fake-socket').ioMock }));
jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));
// counts the connection module's loads (a global: the factory may run while this file's imports are hoisted)
type Counter = { realtimeSagaLoads?: number };
const loads = () => (globalThis as Counter).realtimeSagaLoads ?? 0;
jest.mock('@/app-store/realtime-saga', () => {
  (globalThis as Counter).realtimeSagaLoads = ((globalThis as Counter).realtimeSagaLoads ?? 0) + 1;
  return jest.requireActual('@/app-store/realtime-saga');
});

/** Lets the dynamic imports (the connection module, then the socket client) settle. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The browser's idle callbacks: run at once (an idle browser), or held until a test calls them. */
let idleCallbacks: (() => void)[] = [];
let holdIdle = false;

beforeEach(() => {
  idleCallbacks = [];
  holdIdle = false;
  window.requestIdleCallback = ((callback: () => void) => {
    if (holdIdle) idleCallbacks.push(callback);
    else setTimeout(callback, 0);
    return 0;
  }) as typeof window.requestIdleCallback;
  ioMock.mockClear();
  sockets.length = 0;
  (globalThis as Counter).realtimeSagaLoads = 0;
  setClientEnv({ apiEndpoint: 'http://api.test:8080', hashPasswordOnClient: false });
  Cookies.set('token', 'tok-1', { path: '/' });
});
afterEach(() => Cookies.remove('token', { path: '/' }));

describe('realtime for visitors and signed-in users', () => {
  test("a visitor's app start loads no connection and opens no socket", async () => {
    Cookies.remove('token', { path: '/' });
    const run = startSaga(realtimeStartSaga, { auth: { ...initialAuthState, loggedIn: false } });
    run.store.dispatch(appStarted());
    await settle();
    expect(loads()).toBe(0);
    expect(ioMock).not.toHaveBeenCalled();
    run.stop();
  });

  test('a signed-in app start loads the connection and connects', async () => {
    const run = startSaga(realtimeStartSaga, { auth: { ...initialAuthState, loggedIn: true } });
    run.store.dispatch(appStarted());
    await settle();
    expect(loads()).toBe(1);
    expect(ioMock).toHaveBeenCalledTimes(1);
    sockets[0].fire('connect');
    await run.waitFor(socketConnected.type);
    run.stop();
  });

  test('signing in later loads the connection then', async () => {
    Cookies.remove('token', { path: '/' });
    const run = startSaga(realtimeStartSaga, { auth: { ...initialAuthState, loggedIn: false } });
    run.store.dispatch(appStarted());
    await settle();
    expect(ioMock).not.toHaveBeenCalled();
    Cookies.set('token', 'tok-2', { path: '/' });
    run.store.dispatch(loggedIn({ user: { _id: 'u1', username: 'demo-fan', isPerformer: false } }));
    await settle();
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock.mock.calls[0][1]).toMatchObject({ auth: { token: 'tok-2' } });
    run.stop();
  });
});

describe("a signed-in page's connection waits for the browser's idle time (issue 22)", () => {
  test('it loads nothing while the page is busy, and connects in the first idle period', async () => {
    holdIdle = true;
    const run = startSaga(realtimeStartSaga, { auth: { ...initialAuthState, loggedIn: true } });
    run.store.dispatch(appStarted());
    await settle();
    expect(ioMock).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]();
    await settle();
    expect(ioMock).toHaveBeenCalledTimes(1);
    run.stop();
  });

  test('a screen that needs it (the messenger, a live room) connects at once, even if it asked first', async () => {
    holdIdle = true;
    const run = startSaga(realtimeStartSaga, { auth: { ...initialAuthState, loggedIn: true } });
    run.store.dispatch(realtimeNeeded());
    await settle();
    expect(ioMock).not.toHaveBeenCalled(); // the session is not known before the app has started
    run.store.dispatch(appStarted());
    await settle();
    expect(ioMock).toHaveBeenCalledTimes(1);
    sockets[0].fire('connect');
    await run.waitFor(socketConnected.type);
    run.stop();
  });
});

describe("the pages' static import graph", () => {
  const SOCKET_CODE = [
    'socket.io-client',
    // the app's own WebSocket client (socket.io-client loads only as its polling fallback)
    'src/lib/socket-client.ts',
    'src/app-store/realtime-saga.ts',
    'src/features/realtime/socket-actions.ts',
    // the features' reconnect work comes with the connection, not with every page
    'src/app-store/reconnect-work.ts',
    'src/features/messaging/unread-saga.ts',
  ];

  test('_app reaches none of the socket code but through a dynamic import', () => {
    const reached = staticImports('src/pages/_app.tsx');
    expect(SOCKET_CODE.filter((m) => reached.has(m))).toEqual([]);
  });

  test("a signed-in page's connection carries the WebSocket client, not socket.io-client (its polling fallback)", () => {
    const reached = staticImports('src/lib/socket.ts');
    expect(reached.has('src/lib/socket-client.ts')).toBe(false); // loaded on first connect
    expect(staticImports('src/lib/socket-client.ts').has('socket.io-client')).toBe(false);
    expect(staticImports('src/app-store/realtime-saga.ts').has('socket.io-client')).toBe(false);
  });

  test('the walk finds the table from the connection module (it can fail)', () => {
    const reached = staticImports('src/app-store/realtime-saga.ts');
    expect(reached.has('src/features/realtime/socket-actions.ts')).toBe(true);
    expect(reached.has('src/app-store/realtime-session.ts')).toBe(true);
  });
});
