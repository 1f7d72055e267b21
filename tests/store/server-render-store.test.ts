// The server renders each page with the store its getInitialProps filled (app-store/store.ts `usePageStore`,
// issue 22), while the browser starts from a fresh store with that state dispatched as HYDRATE. The two must
// hold the same state, or the server's HTML would differ from the browser's first render.
import type { IncomingMessage, ServerResponse } from 'http';
import type { NextPageContext } from 'next';
import { tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { feedHandlers, feedState, resetFeedState } from '../msw/feed-handlers';
import { performerHandlers, resetPerformerState } from '../msw/performer-handlers';
import { photoPost, textPost } from '../fixtures/feeds';
import { bootstrapApp, type PageFlags } from '@/app-store/bootstrap';
import { clearSettingsCache } from '@/app-store/bootstrap-server';
import { codeSplitFeatures } from '@/app-store/features';
import {
  holdFeaturesFromTheStart,
  keepForRender,
  makeStore,
  stateForBrowser,
  usePageStore,
} from '@/app-store/store';
import { AT_START_KEY, slicesOf } from '@/app-store/hand-over';
import { hydrated } from '@/store/hydrate';
import HomePage from '@/pages/home';
import ProfilePage from '@/pages/[profileId]';
import DirectoryPage from '@/pages/creator';

jest.mock('@/lib/runtime', () => ({ isBrowser: () => false }));
jest.mock('next/router', () => ({ __esModule: true, default: { replace: jest.fn() } }));

useMswServer();
holdFeaturesFromTheStart(codeSplitFeatures);

beforeEach(() => {
  clearSettingsCache();
  resetFeedState();
  resetPerformerState();
  server.use(...feedHandlers, ...performerHandlers);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function serverCtx(pathname: string, query: Record<string, string>, cookie?: string): NextPageContext {
  const req = {
    headers: cookie ? { cookie } : {},
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const res = { headersSent: false, setHeader: jest.fn(), getHeader: jest.fn() } as unknown as ServerResponse;
  return { req, res, pathname, asPath: pathname, query } as unknown as NextPageContext;
}

type Page = { getInitialProps?: (ctx: never) => unknown } & PageFlags;

/** What _app's getInitialProps does on the server: the shell's steps, then the page's own data. */
async function filledStore(page: Page, ctx: NextPageContext) {
  const store = makeStore();
  const load = () => Promise.resolve(page.getInitialProps?.({ ...ctx, store } as never));
  const result = await bootstrapApp(store, ctx, page, load);
  expect(result.redirect).toBeUndefined();
  await (result.alongside ?? load());
  keepForRender(store);
  return store;
}

const cases: [string, Page, string, Record<string, string>, string | undefined][] = [
  ['home, signed in', HomePage as Page, '/home', {}, `token=${tokenFor('demo-fan')}`],
  ['a profile, visitor', ProfilePage as Page, '/[profileId]', { profileId: 'demo-creator' }, undefined],
  [
    'a profile, signed in',
    ProfilePage as Page,
    '/[profileId]',
    { profileId: 'demo-creator' },
    `token=${tokenFor('demo-fan')}`,
  ],
  ['a profile that is not there', ProfilePage as Page, '/[profileId]', { profileId: 'nobody' }, undefined],
  ['the directory', DirectoryPage as Page, '/creator', {}, undefined],
];

test.each(cases)(
  '%s: the filled store renders, and HYDRATE of its state gives the same state',
  async (...c) => {
    const [, page, pathname, query, cookie] = c;
    feedState.feeds.push(textPost(), photoPost());
    const store = await filledStore(page, serverCtx(pathname, query, cookie));
    const state = store.getState();

    const { store: rendered, props } = usePageStore({ initialState: state, pageProps: { a: 1 } } as never);
    expect(rendered).toBe(store);
    expect(props).toEqual({ pageProps: { a: 1 } });

    const browser = makeStore();
    browser.dispatch(hydrated(state as unknown as Record<string, unknown>));
    // The one field HYDRATE leaves behind: `success` of the login form's request, true on the server once the
    // cookie's session is restored (`loggedIn`), false in the browser. No render reads it (the login form shows
    // `requesting` and `error`, compared below with everything else).
    expect(withoutLoginSuccess(browser.getState())).toEqual(withoutLoginSuccess(state));

    // What `__NEXT_DATA__` carries (the changed slices, the names of the rest) gives the browser the same state,
    // and the render still finds the filled store by it.
    const handed = stateForBrowser(state);
    expect(usePageStore({ initialState: handed, pageProps: {} } as never).store).toBe(store);
    const fromHandOver = makeStore();
    fromHandOver.dispatch(hydrated(slicesOf(handed)));
    expect(withoutLoginSuccess(fromHandOver.getState())).toEqual(withoutLoginSuccess(state));
  },
);

test.each(cases)(
  '%s: __NEXT_DATA__ carries no slice at its initial state, and names each one it leaves out',
  async (...c) => {
    const [, page, pathname, query, cookie] = c;
    feedState.feeds.push(textPost(), photoPost());
    // the mock API forgets its sessions between tests: a signed-in case signs in again
    const session = cookie && `token=${tokenFor('demo-fan')}`;
    const state = (
      await filledStore(page, serverCtx(pathname, query, session))
    ).getState() as unknown as Record<string, unknown>;
    const initial = makeStore().getState() as unknown as Record<string, unknown>;
    const handed = stateForBrowser(state as never);
    const { [AT_START_KEY]: atStart, ...slices } = handed;
    for (const [key, slice] of Object.entries(slices)) expect([key, slice]).not.toEqual([key, initial[key]]);
    expect([...Object.keys(slices), ...(atStart as string[])].sort()).toEqual(Object.keys(state).sort());
    for (const key of atStart as string[]) expect(state[key]).toBe(initial[key]);
    // most of the state is untouched on any page (~30 slices): what is left out is most of the keys
    expect((atStart as string[]).length).toBeGreaterThan(Object.keys(slices).length);
  },
);

function withoutLoginSuccess(state: ReturnType<ReturnType<typeof makeStore>['getState']>) {
  const { success: _success, ...loginAuth } = state.auth.loginAuth;
  return { ...state, auth: { ...state.auth, loginAuth } };
}

test('the home case compares a loaded feed, not an empty one', async () => {
  feedState.feeds.push(textPost(), photoPost());
  const store = await filledStore(HomePage as Page, serverCtx('/home', {}, `token=${tokenFor('demo-fan')}`));
  expect(store.getState().feed.lists.home).toMatchObject({ status: 'succeeded', total: 2 });
  expect(store.getState().user.current).not.toBeNull();
});

test('a state no getInitialProps kept still renders, from a store made with it', () => {
  const state = makeStore().getState();
  const { store } = usePageStore({ initialState: state, pageProps: {} } as never);
  expect(store.getState()).toEqual(state);
});
