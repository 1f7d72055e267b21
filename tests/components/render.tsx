// Render with the real store, Provider and the app's antd provider (query by role/label in tests).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '@/app-store/store';
import { AntdProvider } from '@/theme/antd-provider';
import type { CurrentUser } from '@/features/user/types';
import { type DEFAULT_SETTINGS } from '@/config/constants';

export function renderWithStore(
  ui: ReactElement,
  preloadedState?: Partial<RootState>,
  store: ReturnType<typeof makeStore> = makeStore(preloadedState),
) {
  const utils = render(
    <Provider store={store}>
      <AntdProvider mode="light">{ui}</AntdProvider>
    </Provider>,
  );
  return { store, ...utils };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u1',
    name: 'Demo Fan',
    firstName: 'Demo',
    lastName: 'Fan',
    username: 'demo-fan',
    email: 'demo-fan@example.com',
    hasPassword: true,
    avatar: '/no-avatar.jpg',
    cover: '',
    balance: 50,
    isPerformer: false,
    verifiedEmail: true,
    status: 'active',
    gender: 'male',
    country: 'US',
    stats: {},
    ...overrides,
  };
}

/** Preloaded state for a signed-in user with the given settings overrides. */
export function signedIn(
  user: CurrentUser,
  settings: Partial<typeof DEFAULT_SETTINGS> = {},
): Partial<RootState> {
  const base = makeStore().getState();
  return {
    auth: {
      ...base.auth,
      loggedIn: true,
      authUser: { _id: user._id, username: user.username, isPerformer: user.isPerformer },
    },
    user: { ...base.user, current: user },
    settings: { ...base.settings, ...settings },
  };
}
