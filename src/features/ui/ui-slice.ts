import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FAVICON, type Menu } from '@/config/constants';
import { hydrated } from '@/store/hydrate';
import type { SanitizedHtml } from '@/lib/sanitize';
import { DEFAULT_DATE_LOCALE } from '@/lib/dates';

// ---- types
export type Theme = 'light' | 'dark';

export interface UiState {
  siteName: string;
  logo: string;
  darkmodeLogo: string;
  menus: Menu[];
  favicon: string;
  /** admin footer HTML (setting footerContent), already sanitized on the server */
  footerHtml: SanitizedHtml | '';
  theme: Theme;
  /** the reader's date locale (lib/dates), chosen by the server from the request */
  dateLocale: string;
}

/** The UI values that are mirrored to localStorage (spec §3 "UI state"). */
export type UiValues = Omit<UiState, 'theme' | 'dateLocale'>;

// ---- initial state
export const initialUiState: UiState = {
  siteName: '',
  logo: '',
  darkmodeLogo: '',
  menus: [],
  favicon: DEFAULT_FAVICON,
  footerHtml: '',
  theme: 'light',
  dateLocale: DEFAULT_DATE_LOCALE,
};

// ---- slice
const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    uiValuesLoaded(state, action: PayloadAction<Partial<UiValues>>) {
      Object.assign(state, action.payload);
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    dateLocaleChosen(state, action: PayloadAction<string>) {
      state.dateLocale = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrated, (state, action) => {
      const server = action.payload.ui as UiState | undefined;
      return server ? { ...state, ...server } : state;
    });
  },
});

export const { uiValuesLoaded, themeChanged, dateLocaleChosen } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

// ---- selectors
export const selectUi = (s: { ui: UiState }) => s.ui;
export const selectTheme = (s: { ui: UiState }) => s.ui.theme;
export const selectDateLocale = (s: { ui: UiState }) => s.ui.dateLocale;
