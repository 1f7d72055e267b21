// The performance budgets (issue 22), one table for the bench and its test: every page route belongs to a class,
// and the class holds the JavaScript budget, which applies to the first load (build manifest) and to the scripts
// the page itself downloads until the network is idle. tests/scripts/page-budgets.test.ts fails when a page in
// src/pages has no class, so a new page cannot ship unbudgeted.

/** kB of gzip JavaScript, first load and until network idle alike. */
export const CLASSES = {
  public: { label: 'public', jsKb: 170 },
  fan: { label: 'fan', jsKb: 200 },
  studio: { label: 'creator/operator', jsKb: 300 },
};

/** Route patterns of the build manifest: an exact route, or `prefix/*` for everything below it. First match wins. */
export const ROUTE_CLASSES = [
  // visitors reach these signed out: the sign-in and sign-up forms, their results, the public content
  ['/', 'public'], // the login screen again (pages/index.tsx)
  ['/auth/*', 'public'],
  ['/[profileId]', 'public'],
  ['/post/[id]', 'public'],
  ['/video/[id]', 'public'],
  ['/gallery/[id]', 'public'],
  ['/product/[id]', 'public'],
  ['/creator', 'public'], // the creators' directory, not the studio
  ['/contact', 'public'],
  ['/page/[id]', 'public'],
  ['/404', 'public'],
  ['/_error', 'public'],
  ['/bench/bare', 'public'],
  // a signed-in fan's pages (live shows included)
  ['/home', 'fan'],
  ['/messages', 'fan'],
  ['/wallet', 'fan'],
  ['/user/*', 'fan'],
  ['/streaming/*', 'fan'],
  ['/payment/*', 'fan'],
  // the creator studio and the operator console
  ['/creator/*', 'studio'],
  ['/admin', 'studio'], // the operator console (issue 23): its home, then its queues
  ['/admin/*', 'studio'],
];

/** Other figures the bench measures, with the issue's budgets (issue 22; accessibility since issue 2). */
export const SSR_MIN_RATIO = 0.6;
export const LIGHTHOUSE = { performance: 95, accessibility: 100, cls: 0.02 };

/** { pattern, className, label, jsKb } of a build-manifest route, or null when no pattern covers it. */
export function budgetOf(route) {
  for (const [pattern, className] of ROUTE_CLASSES) {
    const hit = pattern.endsWith('/*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern;
    if (hit) return { pattern, className, ...CLASSES[className] };
  }
  return null;
}

/** The build-manifest route of a page file under src/pages (null for _app, _document and API routes). */
export function routeOfPageFile(relative) {
  const route = '/' + relative.replace(/\\/g, '/').replace(/\.(tsx?|jsx?)$/, '');
  if (route === '/_app' || route === '/_document' || route.startsWith('/api/')) return null;
  if (route === '/index') return '/';
  return route.replace(/\/index$/, '');
}
