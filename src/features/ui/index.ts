// The public face of the ui feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { uiEffects } from './ui-effects';
export {
  dateLocaleChosen,
  selectDateLocale,
  selectTheme,
  selectUi,
  themeChanged,
  uiReducer,
  uiValuesLoaded,
} from './ui-slice';
export type { UiState } from './ui-slice';
