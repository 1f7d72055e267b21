import {
  authReducer,
  initialAuthState,
  loggedIn,
  loginFailed,
  loginRequested,
  selectLoggedIn,
  socialLoginRequested,
  type AuthState,
} from '@/features/auth/auth-slice';
import { loggedOut } from '@/store/session';
import { hydrated } from '@/store/hydrate';

const user = { _id: 'u1', username: 'demo-fan', isPerformer: false };
const signedIn: AuthState = {
  loggedIn: true,
  authUser: user,
  loginAuth: { requesting: false, error: null, data: { redirectTo: '/home' }, success: true },
};

describe('auth slice (spec §3 "Auth state", §4 "Login")', () => {
  test('starts logged out and idle', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual(initialAuthState);
    expect(initialAuthState).toEqual({
      loggedIn: false,
      authUser: null,
      loginAuth: { requesting: false, error: null, data: null, success: false },
    });
  });

  test('a login request sets requesting and clears a previous error', () => {
    const failed = authReducer(undefined, loginFailed({ statusCode: 422, message: 'x' }));
    const next = authReducer(failed, loginRequested({ username: 'a', password: 'b', remember: true }));
    expect(next.loginAuth).toEqual({ requesting: true, error: null, data: null, success: false });
  });

  test('social login also sets requesting', () => {
    expect(authReducer(undefined, socialLoginRequested({ token: 't' })).loginAuth.requesting).toBe(true);
  });

  test('success sets loggedIn, the auth user and the redirect target (never a token)', () => {
    const next = authReducer(undefined, loggedIn({ user, redirectTo: '/home' }));
    expect(next).toEqual(signedIn);
    expect(JSON.stringify(next)).not.toMatch(/token/i);
    expect(selectLoggedIn({ auth: next })).toBe(true);
  });

  test('success without redirect (server cookie check) leaves data null', () => {
    expect(authReducer(undefined, loggedIn({ user })).loginAuth.data).toBeNull();
  });

  test('failure sets loggedIn false and records the error', () => {
    const error = { statusCode: 422, message: 'The password is incorrect' };
    const next = authReducer(signedIn, loginFailed(error));
    expect(next.loggedIn).toBe(false);
    expect(next.authUser).toBeNull();
    expect(next.loginAuth).toEqual({ requesting: false, error, data: null, success: false });
  });

  test('logout resets to the initial state', () => {
    expect(authReducer(signedIn, loggedOut())).toEqual(initialAuthState);
  });

  test('HYDRATE: the server login is taken over by a logged-out client', () => {
    const next = authReducer(initialAuthState, hydrated({ auth: signedIn }));
    expect(next.loggedIn).toBe(true);
    expect(next.authUser).toEqual(user);
  });

  test('HYDRATE never undoes a client-side state: logged-out server state keeps a client login', () => {
    expect(authReducer(signedIn, hydrated({ auth: initialAuthState }))).toEqual(signedIn);
  });

  test('HYDRATE without an auth key changes nothing', () => {
    expect(authReducer(initialAuthState, hydrated({}))).toEqual(initialAuthState);
  });
});
