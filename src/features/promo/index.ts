// The public face of the promo feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { PromoBanners } from './components/promo-banners';
