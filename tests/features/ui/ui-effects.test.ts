import Cookies from 'js-cookie';
import { browserCookies } from '@/lib/browser-cookies';
import { configureStore } from '@reduxjs/toolkit';
import { UI_STORAGE_KEY, uiEffects } from '@/features/ui/ui-effects';
import {
  initialUiState,
  type UiState,
  themeChanged,
  uiReducer,
  uiValuesLoaded,
} from '@/features/ui/ui-slice';
import { appStarted } from '@/features/realtime/realtime-events';
import { isBrowser } from '@/lib/runtime';

jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));
const isBrowserMock = isBrowser as jest.MockedFunction<typeof isBrowser>;

// a store with the UI slice and its effects, as every page's store has them
function startUi(preloadedState?: { ui: UiState }) {
  const store = configureStore({
    reducer: { ui: uiReducer },
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(uiEffects),
  });
  return { store };
}

beforeEach(() => {
  window.localStorage.clear();
  Cookies.remove('theme', { path: '/' });
  delete document.documentElement.dataset.theme;
  isBrowserMock.mockReturnValue(true);
});

describe('ui effects', () => {
  test('ui values are saved to localStorage under "ui" (without the theme)', () => {
    const run = startUi();
    run.store.dispatch(uiValuesLoaded({ siteName: 'Site', logo: '/logo.png' }));
    expect(JSON.parse(window.localStorage.getItem(UI_STORAGE_KEY) ?? 'null')).toEqual({
      siteName: 'Site',
      logo: '/logo.png',
      darkmodeLogo: '',
      menus: [],
      favicon: '/favicon.ico',
    });
  });

  test('values the server loaded (hydrated state) are saved once the app starts in the browser', () => {
    const run = startUi({ ui: { ...initialUiState, siteName: 'From server', favicon: '/f.ico' } });
    expect(window.localStorage.getItem(UI_STORAGE_KEY)).toBeNull();
    run.store.dispatch(appStarted());
    expect(JSON.parse(window.localStorage.getItem(UI_STORAGE_KEY) ?? 'null')).toMatchObject({
      siteName: 'From server',
      favicon: '/f.ico',
    });
  });

  test('theme change: cookie "theme" for 365 days and <html data-theme>', () => {
    const setSpy = jest.spyOn(browserCookies, 'set');
    const run = startUi();
    run.store.dispatch(themeChanged('dark'));
    expect(Cookies.get('theme')).toBe('dark');
    expect(setSpy).toHaveBeenCalledWith(
      'theme',
      'dark',
      expect.objectContaining({ expires: 365, path: '/' }),
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
    run.store.dispatch(themeChanged('light'));
    expect(Cookies.get('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    setSpy.mockRestore();
  });

  test('on the server nothing is written', () => {
    isBrowserMock.mockReturnValue(false);
    const run = startUi();
    run.store.dispatch(themeChanged('dark'));
    run.store.dispatch(uiValuesLoaded({ siteName: 'S' }));
    expect(Cookies.get('theme')).toBeUndefined();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem(UI_STORAGE_KEY)).toBeNull();
    expect(run.store.getState().ui.theme).toBe('dark');
  });
});
