// The console's page flag (issue 23): /admin pages open for operators only; a visitor is sent to login, any other
// signed-in account to its own landing page; an operator lands on the console after login.
import type { NextPageContext } from 'next';
import { bootstrapApp, landingPathFor } from '@/app-store/bootstrap';
import { makeStore } from '@/app-store/store';
import { initialAuthState } from '@/features/auth/auth-slice';
import { initialUserState } from '@/features/user/user-slice';
import { toCurrentUser } from '@/features/user/types';

jest.mock('@/lib/runtime', () => ({ isBrowser: () => false }));
jest.mock('@/lib/socket-client', () => ({
  io: jest.fn(() => {
    throw new Error('no socket in this test');
  }),
}));

const ctx = {
  pathname: '/admin/verifications',
  asPath: '/admin/verifications',
  query: {},
} as unknown as NextPageContext;
const flags = { authenticate: true, onlyAdmin: true, layout: 'admin' as const };

function signedIn(raw: Parameters<typeof toCurrentUser>[0]) {
  const user = toCurrentUser(raw);
  return makeStore({
    auth: {
      ...initialAuthState,
      loggedIn: true,
      authUser: { _id: user._id, username: user.username, isPerformer: user.isPerformer },
    },
    user: { ...initialUserState, current: user },
  });
}

describe('onlyAdmin', () => {
  test('visitors go to login (coming back here), fans and creators to their landing page, operators stay', async () => {
    const stores = [
      makeStore(),
      signedIn({ _id: 'f1', username: 'fan', email: 'f@example.com', roles: ['user'] }),
      signedIn({
        _id: 'c1',
        username: 'demo-maker',
        email: 'c@example.com',
        roles: ['performer'],
        isPerformer: true,
      }),
      signedIn({ _id: 'a1', username: 'operator', email: 'a@example.com', roles: ['admin'] }),
    ];
    const redirects = await Promise.all(
      stores.map(async (s) => (await bootstrapApp(s, ctx, flags)).redirect),
    );
    expect(redirects).toEqual([
      '/auth/login?next=%2Fadmin%2Fverifications',
      '/home',
      '/demo-maker',
      undefined,
    ]);
    for (const s of stores) s.stopSagas();
  });

  test("the account's roles say admin: the console is the operator's landing page", () => {
    const admin = toCurrentUser({
      _id: 'a1',
      username: 'operator',
      email: 'a@example.com',
      roles: ['admin'],
    });
    expect(admin.isAdmin).toBe(true);
    expect(landingPathFor(admin)).toBe('/admin');
    const fan = toCurrentUser({ _id: 'f1', username: 'fan', email: 'f@example.com', roles: ['user'] });
    expect(fan.isAdmin).toBeUndefined();
    expect(landingPathFor(fan)).toBe('/home');
  });
});
