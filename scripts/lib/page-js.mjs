// The JavaScript a browser downloads for a page (issue 22): each page opened in a fresh Chromium context with the
// cache off, every script's body as served (gzip, Playwright's encoded responseBodySize) summed by the load event
// and until the network is idle. Chunks that arrive after the load event are named. Next's <Link> prefetch of
// another route fetches every chunk the manifest lists for that route: when all of a route's chunks (those this
// page and _app do not list) arrived, they are that prefetch, reported apart and not counted, as the page itself
// does not use them. A chunk that another route lists but whose route did not arrive whole is this page's own
// dynamic import (a part the page shares with a route that loads it up front, e.g. a post card's part) and counts. Chunks the manifest does not list at all
// are this page's dynamic imports and count; those that arrive before the load event are named too (the gap
// between the first-load and by-load figures). The manifest is the only reliable witness: Next's idle prefetch
// of a <Link>'s route runs that route's scripts too (route-loader: <link rel=prefetch>, then loadRoute in an idle
// callback, requested as ordinary scripts), so the request's type cannot tell them from the page's own.
import fs from 'node:fs';
import path from 'node:path';

const QUIET_MS = 1500;
const MAX_IDLE_WAIT_MS = 20_000;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Route → the loader stubs of the client build manifest (`static/<build id>/_buildManifest.js`): the few bytes
 * a <Link> prefetch fetches first to learn a route's chunks. */
function routeLoaders(root) {
  const staticDir = path.join(root, '.next', 'static');
  const byRoute = new Map();
  for (const dir of fs.readdirSync(staticDir)) {
    const file = path.join(staticDir, dir, '_buildManifest.js');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, route, list] of text.matchAll(/"([^"]+)":\s*\[([^\]]*)\]/g)) {
      byRoute.set(
        route,
        [...list.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1]),
      );
    }
  }
  return byRoute;
}

/** Sets of chunk files (relative to .next, as the manifest spells them) by route. */
export function manifestChunks(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
  const pages = manifest.pages ?? {};
  const app = new Set(pages['/_app'] ?? []);
  const loaders = routeLoaders(root);
  return {
    own: (route) => new Set([...app, ...(pages[route] ?? [])]),
    /** Every other route with the files it lists (its first load and its loader's list). */
    others: (route) => {
      const byRoute = new Map();
      const add = (r, files) => byRoute.set(r, new Set([...(byRoute.get(r) ?? []), ...files]));
      for (const [r, files] of Object.entries(pages)) if (r !== route && r !== '/_app') add(r, files);
      for (const [r, files] of loaders) if (r !== route) add(r, files);
      return byRoute;
    },
  };
}

/** The chunks of the other routes that arrived whole (a prefetch fetches a route's every chunk): the files of
 * each such route that this page's own list does not hold. Exported for tests/scripts/page-js.test.ts. */
export function prefetchedChunks(others, own, fetched) {
  const result = new Set();
  for (const files of others.values()) {
    const foreign = [...files].filter((f) => !own.has(f));
    if (foreign.length && foreign.every((f) => fetched.has(f))) for (const f of foreign) result.add(f);
  }
  return result;
}

/** The manifest's spelling of a script URL ("static/chunks/…"), or null for a script outside /_next/. */
function chunkOf(url) {
  const { pathname } = new URL(url);
  const at = pathname.indexOf('/_next/');
  return at === -1 ? null : decodeURIComponent(pathname.slice(at + '/_next/'.length));
}

const isScript = (request) =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/** Waits until no request has started or finished for QUIET_MS (Playwright's networkidle is 500 ms). */
async function networkQuiet(page, activity) {
  const started = Date.now();
  await page.waitForLoadState('networkidle', { timeout: MAX_IDLE_WAIT_MS }).catch(() => {});
  while (Date.now() - activity.last < QUIET_MS && Date.now() - started < MAX_IDLE_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measureOne(browser, chunks, appUrl, { url, route, token }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (token) await context.addCookies([{ name: 'token', value: token, url: appUrl, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const activity = { last: Date.now() };
  let loaded = false;
  const pending = [];
  const scripts = [];
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', () => {
    activity.last = Date.now();
  });
  page.on('requestfailed', () => {
    activity.last = Date.now();
  });
  page.on('requestfinished', (request) => {
    activity.last = Date.now();
    if (!isScript(request)) return;
    const afterLoad = loaded;
    const order = pending.length;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const chunk = chunkOf(request.url());
        scripts.push({ chunk, file: chunk ?? request.url(), bytes: responseBodySize, afterLoad, order });
      }),
    );
  });
  const response = await page.goto(appUrl + url, { waitUntil: 'load', timeout: 60_000 });
  await networkQuiet(page, activity);
  await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  // the route Next rendered (a one-segment URL that is no page is a creator's profile, not the 404 page)
  const rendered = await page.evaluate(() => window.__NEXT_DATA__?.page ?? null).catch(() => null);
  await context.close();
  const own = chunks.own(rendered ?? route);
  const prefetched = prefetchedChunks(
    chunks.others(rendered ?? route),
    own,
    new Set(scripts.map((s) => s.chunk).filter(Boolean)),
  );
  for (const s of scripts) {
    s.prefetch = s.chunk !== null && prefetched.has(s.chunk);
    // a dynamic import (not in the manifest's first load of this page)
    s.dynamic = s.chunk === null || !own.has(s.chunk);
  }
  // A <link rel=prefetch> then the <script> of the same chunk are two requests with the cache off; a browser with
  // its cache on downloads it once, so each file counts once, when it first arrived.
  const seen = new Set();
  scripts.sort((a, b) => a.order - b.order);
  const unique = scripts.filter((s) => !seen.has(s.file) && seen.add(s.file));
  const counted = unique.filter((s) => !s.prefetch);
  const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
  return {
    url,
    route,
    renderedRoute: rendered,
    status: response?.status() ?? null,
    finalPath,
    scripts: counted.length,
    byLoadKb: kb(sum(counted.filter((s) => !s.afterLoad))),
    idleKb: kb(sum(counted)),
    prefetchKb: kb(sum(unique.filter((s) => s.prefetch))),
    /** dynamic imports that arrived before the load event: what the first-load figure does not show */
    dynamicByLoad: counted
      .filter((s) => !s.afterLoad && s.dynamic)
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => ({ file: s.file, kb: kb(s.bytes) })),
    afterLoad: counted
      .filter((s) => s.afterLoad)
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => ({ file: s.file, kb: kb(s.bytes) })),
  };
}

/**
 * Measures each { label, url, route, token? } page. `url` is the path opened, `route` its build-manifest route
 * (which chunks are the page's own). A page that redirects elsewhere is reported with the path it ended on.
 */
export async function pageJs({ appUrl, chromium, root, pages }) {
  const { chromium: launcher } = await import('playwright-core');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const chunks = manifestChunks(root);
  const rows = [];
  try {
    for (const page of pages) {
      const row = await measureOne(browser, chunks, appUrl, page);
      rows.push({ label: page.label, ...row });
      console.info(
        `  ${page.label}: ${row.byLoadKb} kB by load, ${row.idleKb} kB until idle` +
          (row.prefetchKb ? ` (+${row.prefetchKb} kB prefetched for other pages, not counted)` : '') +
          (row.finalPath !== new URL(appUrl + page.url).pathname ? ` — ended on ${row.finalPath}` : '') +
          (row.renderedRoute && row.renderedRoute !== page.route
            ? ` — rendered as ${row.renderedRoute}, not ${page.route}: counted as that route's`
            : ''),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
