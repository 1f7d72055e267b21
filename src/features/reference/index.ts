// The public face of the reference feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getUserAdditional } from './api';
export { CountrySelect } from './components/country-select';
export { CountryMultiSelect } from './components/country-multi-select';
export { RegionFields } from './components/region-fields';
export { useCategories } from './components/use-categories';
export { useCountries } from './components/use-countries';
export type { OptionItem, UserAdditional } from './types';
