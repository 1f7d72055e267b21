// The public face of the settings feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { checkCountryBlock, getPublicSettings, getSettingsByKeys } from './api';
export { FooterContent } from './components/footer-content';
export { selectSettings, settingsLoaded, settingsReducer, type SettingsState } from './settings-slice';
