import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS } from '@/config/constants';
import { hydrated } from '@/store/hydrate';

// ---- types
/** Public site settings (spec §3 "Site settings") with the spec §9 defaults until the server answers. */
export type SettingsState = typeof DEFAULT_SETTINGS;

// ---- initial state
export const initialSettingsState: SettingsState = DEFAULT_SETTINGS;

// ---- slice
const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<Partial<SettingsState>>) {
      return { ...state, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    // Settings come from the server only: its copy always wins.
    builder.addCase(hydrated, (state, action) => {
      const server = action.payload.settings as SettingsState | undefined;
      return server ? { ...state, ...server } : state;
    });
  },
});

export const { settingsLoaded } = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;

// ---- selectors
export const selectSettings = (s: { settings: SettingsState }) => s.settings;
