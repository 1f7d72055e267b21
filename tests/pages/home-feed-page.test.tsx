import Cookies from 'js-cookie';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '@/pages/home';
import { makeStore } from '@/app-store/store';
import { tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { feedHandlers, feedState, resetFeedState } from '../msw/feed-handlers';
import { performerHandlers, resetPerformerState } from '../msw/performer-handlers';
import { photoPost, rawFeed, textPost } from '../fixtures/feeds';
import { makeUser, signedIn } from '../components/render';
import { renderPlain } from '../components/plain-render';
import { mockRouter } from '../components/router-mock';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));
// getInitialProps runs as on the server (the store, the render and its effects as in the browser); a global,
// because modules ask before this file's own variables exist
const side = globalThis as { homeTestOnServer?: boolean };
jest.mock('@/lib/runtime', () => ({
  isBrowser: () => !(globalThis as { homeTestOnServer?: boolean }).homeTestOnServer,
}));

useMswServer();
beforeEach(() => {
  resetFeedState();
  resetPerformerState();
  server.use(...feedHandlers, ...performerHandlers);
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
  mockRouter.replace.mockClear();
  mockRouter.pathname = '/home';
});
afterEach(() => Cookies.remove('token', { path: '/' }));

const fan = makeUser({ _id: 'f'.repeat(24) });
const posts = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');

async function serverRendered(query: Record<string, string> = {}, user = fan, settings = {}) {
  const store = makeStore(signedIn(user, settings));
  side.homeTestOnServer = true;
  try {
    await HomePage.getInitialProps!({ query, store, pathname: '/home', AppTree: () => null } as never);
  } finally {
    side.homeTestOnServer = false;
  }
  const utils = renderPlain(<HomePage />, undefined, store);
  return { ...utils, store };
}

test('flags: login required, home layout, plain (no antd on first load)', () => {
  expect({ ...HomePage }).toMatchObject({ authenticate: true, layout: 'home', plain: true });
});

test("renders the server-loaded first screen (isHome, the first screen's 2 posts) without antd", async () => {
  feedState.feeds.push(textPost(), photoPost());
  const { store, container } = await serverRendered();
  expect(feedState.listQueries[0]).toEqual({ isHome: 'true', offset: '0', limit: '2' });
  expect(store.getState().feed.lists.home.status).toBe('succeeded');
  const list = screen.getByRole('list', { name: 'Posts' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(screen.getByText(/Hello fans/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(container.querySelector('[class*="ant-"]')).toBeNull();
  // the first page came with the page: nothing asked again in the browser
  await new Promise((r) => setTimeout(r, 50));
  expect(feedState.listQueries).toHaveLength(1);
});

test('filters and search reload the list and keep the URL in step', async () => {
  feedState.feeds.push(textPost(), photoPost());
  await serverRendered();
  await userEvent.click(screen.getByRole('button', { name: 'Photos' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-pressed', 'true');
  expect(feedState.listQueries.at(-1)).toMatchObject({ type: 'photo', offset: '0', isHome: 'true' });
  expect(mockRouter.replace).toHaveBeenLastCalledWith(
    { pathname: '/home', query: { type: 'photo' } },
    undefined,
    expect.objectContaining({ shallow: true }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'nothing-like-this{Enter}');
  expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
  expect(feedState.listQueries.at(-1)).toMatchObject({ q: 'nothing-like-this' });
});

test('the server honours ?type= from the URL; scheduled live is a filter', async () => {
  feedState.feeds.push(
    rawFeed({ type: 'scheduled-streaming', streamingScheduled: '2099-01-01T00:00:00.000Z' }),
    textPost(),
  );
  await serverRendered({ type: 'scheduled-streaming' });
  expect(feedState.listQueries[0]).toMatchObject({ type: 'scheduled-streaming' });
  expect(screen.getByRole('button', { name: 'Scheduled live' })).toHaveAttribute('aria-pressed', 'true');
  expect(posts()).toHaveLength(1);
});

test("the browser completes the first page at once: the 10 posts after the server's 2, without a scroll", async () => {
  for (let i = 0; i < 15; i += 1) feedState.feeds.push(rawFeed());
  const { store } = await serverRendered();
  expect(store.getState().feed.lists.home.ids).toHaveLength(2);
  expect(posts()).toHaveLength(2);
  await waitFor(() => expect(posts()).toHaveLength(12), { timeout: 20_000 });
  expect(feedState.listQueries).toEqual([
    { isHome: 'true', offset: '0', limit: '2' },
    expect.objectContaining({ isHome: 'true', offset: '2', limit: '10' }),
  ]);
  expect(screen.getByRole('button', { name: 'Load more posts' })).toBeInTheDocument();
});

test('a navigation in the browser loads the whole first page in one call', async () => {
  for (let i = 0; i < 15; i += 1) feedState.feeds.push(rawFeed());
  const store = makeStore(signedIn(fan));
  await HomePage.getInitialProps!({ query: {}, store, pathname: '/home', AppTree: () => null } as never);
  expect(feedState.listQueries).toEqual([{ isHome: 'true', offset: '0', limit: '12' }]);
  expect(store.getState().feed.lists.home.ids).toHaveLength(12);
});

test('more posts load at the end of the list (button where there is no IntersectionObserver)', async () => {
  for (let i = 0; i < 15; i += 1) feedState.feeds.push(rawFeed());
  await serverRendered();
  // the new cards render in small batches after the answer: give them time on a busy machine
  await waitFor(() => expect(posts()).toHaveLength(12), { timeout: 20_000 });
  await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
  await waitFor(() => expect(posts()).toHaveLength(15), { timeout: 5000 });
  expect(feedState.listQueries.at(-1)).toMatchObject({ offset: '12' });
  expect(screen.getByText('You have reached the end')).toBeInTheDocument();
});

test('IntersectionObserver loads the next page when the end scrolls into view', async () => {
  const observers: { cb: IntersectionObserverCallback }[] = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    cb: IntersectionObserverCallback;
    constructor(cb: IntersectionObserverCallback) {
      this.cb = cb;
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  };
  try {
    for (let i = 0; i < 13; i += 1) feedState.feeds.push(rawFeed());
    await serverRendered();
    // the observer watches the end once the first page is complete (the browser fetched the 10 after the server's
    // 2, with the feed saga that downloads with that request)
    await waitFor(() => expect(observers.length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(posts()).toHaveLength(12);
    observers.at(-1)!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(posts()).toHaveLength(13), { timeout: 5000 });
  } finally {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

test('empty and error states', async () => {
  const { unmount } = await serverRendered();
  expect(
    screen.getByText('Your feed will show posts from creators you follow or subscribe to'),
  ).toBeInTheDocument();
  unmount();
  feedState.listError = { status: 500, message: 'Feed is down' };
  await serverRendered();
  expect(screen.getByRole('alert')).toHaveTextContent('Feed is down');
  feedState.listError = null;
  feedState.feeds.push(textPost());
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await within(await screen.findByRole('list', { name: 'Posts' })).findByRole('article'),
  ).toBeInTheDocument();
});

test('unverified email: the alert with a resend button (antd-free)', async () => {
  const { container } = await serverRendered({}, makeUser({ verifiedEmail: false }), {
    requireEmailVerification: true,
  });
  const alert = screen.getByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Please verify your email address' }),
  ).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
  expect(container.querySelector('[class*="ant-"]')).toBeNull();
});
