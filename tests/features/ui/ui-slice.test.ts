import { initialUiState, selectTheme, themeChanged, uiReducer, uiValuesLoaded } from '@/features/ui/ui-slice';
import { hydrated } from '@/store/hydrate';

const menus = [{ _id: 'm', title: 'Help', path: '/page/help', section: 'footer' as const }];

describe('ui slice (spec §3 "UI state")', () => {
  test('defaults: favicon /favicon.ico, light theme', () => {
    expect(uiReducer(undefined, { type: '@@init' })).toEqual({
      siteName: '',
      logo: '',
      darkmodeLogo: '',
      footerHtml: '',
      menus: [],
      favicon: '/favicon.ico',
      theme: 'light',
      dateLocale: 'en-GB',
    });
  });

  test('values loaded merge in; theme untouched', () => {
    const s = uiReducer(initialUiState, uiValuesLoaded({ siteName: 'Site', logo: '/l.png', menus }));
    expect(s).toMatchObject({
      siteName: 'Site',
      logo: '/l.png',
      menus,
      favicon: '/favicon.ico',
      theme: 'light',
    });
  });

  test('theme changes between light and dark only', () => {
    const dark = uiReducer(initialUiState, themeChanged('dark'));
    expect(selectTheme({ ui: dark })).toBe('dark');
    expect(selectTheme({ ui: uiReducer(dark, themeChanged('light')) })).toBe('light');
  });

  test('HYDRATE takes the server ui values (incl. the theme cookie)', () => {
    const server = { ...initialUiState, siteName: 'Server', theme: 'dark' as const };
    expect(uiReducer(initialUiState, hydrated({ ui: server }))).toEqual(server);
    expect(uiReducer(initialUiState, hydrated({}))).toEqual(initialUiState);
  });
});
