// There is no landing page: `/` is the login screen (reference §2.1). A page rather than a rewrite in
// next.config.js: any rewrite makes Next put its rewrite matcher (path-to-regexp, the destination and cookie
// parsers) into every page's first load, about 3 kB gzip (issue 22).
export { default } from './auth/login';
