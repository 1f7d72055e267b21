// A page flagged `dataWithoutUser` loads its data beside _app's user call (issue 22, cheap renders).
import type { IncomingMessage, ServerResponse } from 'http';
import type { NextPageContext } from 'next';
import { delay, http } from 'msw';
import { API, apiState, tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { bootstrapApp, type PageFlags } from '@/app-store/bootstrap';
import { clearSettingsCache } from '@/app-store/bootstrap-server';
import { makeStore } from '@/app-store/store';

jest.mock('@/lib/runtime', () => ({ isBrowser: () => false }));
jest.mock('next/router', () => ({ __esModule: true, default: { replace: jest.fn() } }));

useMswServer();

function serverCtx(cookie?: string): NextPageContext {
  const req = {
    headers: cookie ? { cookie } : {},
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const res = { headersSent: false, setHeader: jest.fn(), getHeader: jest.fn() } as unknown as ServerResponse;
  return { req, res, pathname: '/home', asPath: '/home', query: {} } as unknown as NextPageContext;
}

beforeEach(() => {
  clearSettingsCache();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const signedIn = `token=${tokenFor('demo-fan')}`;

test("the page's data starts before the user call has answered, and its result comes back", async () => {
  const order: string[] = [];
  server.use(
    http.get(`${API}/users/me`, async () => {
      order.push('user asked');
      await delay(60);
      order.push('user answered');
      return undefined; // on to the default handler
    }),
  );
  const page = async () => {
    order.push('page started');
    return { id: 'p1' };
  };
  const result = await bootstrapApp(makeStore(), serverCtx(signedIn), { authenticate: true }, page);
  expect(order.indexOf('page started')).toBeLessThan(order.indexOf('user answered'));
  await expect(result.alongside).resolves.toEqual({ id: 'p1' });
});

test('in maintenance the page is not loaded at all', async () => {
  apiState.settings.maintenanceMode = true;
  const page = jest.fn(async () => ({}));
  const result = await bootstrapApp(makeStore(), serverCtx(signedIn), {}, page);
  expect(result.maintenance).toBe(true);
  expect(page).not.toHaveBeenCalled();
  expect(result.alongside).toBeUndefined();
});

test('a page left unrendered by a redirect may fail without an unhandled rejection', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const flags: PageFlags = { authenticate: true }; // a visitor: sent to login
  const result = await bootstrapApp(makeStore(), serverCtx(), flags, () => Promise.reject(new Error('gone')));
  await new Promise((resolve) => setTimeout(resolve, 20));
  process.off('unhandledRejection', unhandled);
  expect(result.redirect).toMatch(/^\/auth\/login/);
  expect(unhandled).not.toHaveBeenCalled();
});
