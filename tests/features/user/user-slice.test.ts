import {
  balanceChanged,
  currentUserLoaded,
  currentUserPatched,
  initialUserState,
  passwordUpdated,
  passwordUpdateFailed,
  passwordUpdateRequested,
  profileUpdated,
  profileUpdateFailed,
  profileUpdateRequested,
  updateStatusCleared,
  userReducer,
  type UserState,
} from '@/features/user/user-slice';
import { loggedOut } from '@/store/session';
import { hydrated } from '@/store/hydrate';
import { toCurrentUser } from '@/features/user/types';

const fan = toCurrentUser({
  _id: 'u1',
  username: 'demo-fan',
  email: 'fan@example.com',
  name: 'Demo Fan',
  balance: 50,
});
const withUser: UserState = { ...initialUserState, current: fan };
const error = { statusCode: 422, message: 'Username has been taken' };

describe('user slice (spec §3 "User state", §4 "User update")', () => {
  test('initial state matches the spec shape', () => {
    expect(userReducer(undefined, { type: '@@init' })).toEqual({
      current: null,
      error: null,
      updateSuccess: false,
      updating: false,
      updatedPassword: false,
    });
  });

  test('current user loaded; default avatar from the mapper', () => {
    const next = userReducer(undefined, currentUserLoaded(fan));
    expect(next.current).toEqual(fan);
    expect(next.current?.avatar).toBe('/no-avatar.jpg');
  });

  test('update: request sets updating, success stores user, sets updateSuccess, clears error, resets updating', () => {
    const failedBefore = userReducer(withUser, profileUpdateFailed(error));
    const requested = userReducer(failedBefore, profileUpdateRequested({ name: 'New' }));
    expect(requested).toMatchObject({ updating: true, updateSuccess: false, error: null });
    const updated = userReducer(requested, profileUpdated({ ...fan, name: 'New' }));
    expect(updated).toMatchObject({ updating: false, updateSuccess: true, error: null });
    expect(updated.current?.name).toBe('New');
  });

  test('update failure keeps the error, updateSuccess false, updating false, user untouched', () => {
    const next = userReducer(userReducer(withUser, profileUpdateRequested({})), profileUpdateFailed(error));
    expect(next).toEqual({ ...withUser, error, updateSuccess: false, updating: false });
  });

  test('password update sets updatedPassword on success and keeps the error on failure', () => {
    const requested = userReducer(withUser, passwordUpdateRequested({ password: 'x' }));
    expect(requested).toMatchObject({ updating: true, updatedPassword: false });
    expect(userReducer(requested, passwordUpdated())).toMatchObject({
      updating: false,
      updatedPassword: true,
      error: null,
    });
    expect(userReducer(requested, passwordUpdateFailed(error))).toMatchObject({
      updating: false,
      updatedPassword: false,
      error,
    });
  });

  test('balance change adds the token amount (also negative), rounded to cents', () => {
    const plus = userReducer(withUser, balanceChanged({ token: 12.3 }));
    expect(plus.current?.balance).toBe(62.3);
    const minus = userReducer(plus, balanceChanged({ token: -0.1 }));
    expect(minus.current?.balance).toBe(62.2);
    expect(userReducer(initialUserState, balanceChanged({ token: 5 })).current).toBeNull();
  });

  test('patch merges uploaded media fields', () => {
    expect(userReducer(withUser, currentUserPatched({ avatar: '/files/a.jpg' })).current?.avatar).toBe(
      '/files/a.jpg',
    );
  });

  test('status cleared forgets the last outcome', () => {
    const done = userReducer(withUser, profileUpdated(fan));
    expect(userReducer(done, updateStatusCleared())).toMatchObject({
      updateSuccess: false,
      updatedPassword: false,
      error: null,
    });
  });

  test('logout resets the user state', () => {
    expect(userReducer(userReducer(withUser, profileUpdated(fan)), loggedOut())).toEqual(initialUserState);
  });

  test('HYDRATE fills an empty client user but never overwrites one being edited', () => {
    expect(userReducer(initialUserState, hydrated({ user: withUser })).current).toEqual(fan);
    const edited = { ...withUser, current: { ...fan, name: 'Edited on client' } };
    expect(userReducer(edited, hydrated({ user: withUser })).current?.name).toBe('Edited on client');
  });
});
