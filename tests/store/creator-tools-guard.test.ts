// The page flags of issue 3's pages, run through the real server bootstrap guard.
import type { IncomingMessage, ServerResponse } from 'http';
import type { NextPageContext } from 'next';
import { tokenFor } from '../msw/handlers';
import { useMswServer } from '../msw/server';
import { bootstrapApp, type PageFlags } from '@/app-store/bootstrap';
import { clearSettingsCache } from '@/app-store/bootstrap-server';
import { makeStore } from '@/app-store/store';
import BlacklistPage from '@/pages/creator/blacklist';
import BlockCountriesPage from '@/pages/creator/block-countries';
import BookmarksPage from '@/pages/user/bookmarks';
import ContactPage from '@/pages/contact';
import CmsPageView from '@/pages/page/[id]';

jest.mock('@/lib/runtime', () => ({ isBrowser: () => false }));
jest.mock('next/router', () => ({
  __esModule: true,
  default: { replace: jest.fn(() => Promise.resolve(true)) },
}));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));

useMswServer();

function flagsOf(page: PageFlags): PageFlags {
  const { authenticate, onlyPerformer, noredirect, guestOnly, layout } = page;
  return { authenticate, onlyPerformer, noredirect, guestOnly, layout };
}

async function redirectFor(page: PageFlags, path: string, login?: string) {
  const store = makeStore();
  const req = {
    headers: login ? { cookie: `token=${tokenFor(login)}` } : {},
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const res = {
    headersSent: false,
    getHeader: () => undefined,
    setHeader: () => undefined,
  } as unknown as ServerResponse;
  const ctx = { req, res, pathname: path, asPath: path, query: {} } as unknown as NextPageContext;
  const result = await bootstrapApp(store, ctx, flagsOf(page));
  store.stopSagas();
  return result.redirect;
}

beforeEach(() => {
  clearSettingsCache();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('creator tools guard', () => {
  test.each([
    ['/creator/blacklist', BlacklistPage],
    ['/creator/block-countries', BlockCountriesPage],
  ])('%s: a fan and a visitor are sent to login, the creator stays', async (path, page) => {
    expect(await redirectFor(page, path, 'demo-fan')).toBe(`/auth/login?next=${encodeURIComponent(path)}`);
    expect(await redirectFor(page, path)).toBe(`/auth/login?next=${encodeURIComponent(path)}`);
    expect(await redirectFor(page, path, 'demo-creator')).toBeUndefined();
  });

  test('/user/bookmarks needs a login', async () => {
    expect(await redirectFor(BookmarksPage, '/user/bookmarks')).toBe('/auth/login?next=%2Fuser%2Fbookmarks');
    expect(await redirectFor(BookmarksPage, '/user/bookmarks', 'demo-fan')).toBeUndefined();
  });

  test('/contact and /page/[id] are open to visitors', async () => {
    expect(await redirectFor(ContactPage, '/contact')).toBeUndefined();
    expect(await redirectFor(CmsPageView as PageFlags, '/page/help')).toBeUndefined();
  });
});
