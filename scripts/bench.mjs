#!/usr/bin/env node
// `npm run bench`: performance figures of the production build, compared with the issue's budgets.
//   (a) first-load JS (gzip) per page route, from .next/build-manifest.json (Next 16 no longer prints it), against
//       the route's class budget (scripts/lib/page-budgets.mjs)
//   (f) JS a fresh Chromium context downloads (gzip as served, cache off) by the load event and until network
//       idle, for the JS_PAGES below, visitors and signed-in users alike; the chunks after the load event by name
//   (b) SSR: each page alone (server time, the API calls from its Server-Timing, by name), then requests/s and CPU
//       per request of the app and the API (autocannon, 10
//       connections, 10 s) for /auth/login, /home signed in (with BENCH_POSTS extra
//       posts, 200 by default, in the database), /demo-creator for a visitor and for a signed-in fan, /post/[id],
//       and a bare page of the same build
//   (c) Lighthouse (mobile preset, median of 3) performance, accessibility and CLS for the LH_PAGES below
//       (signed-in pages get the account's token cookie set in the browser)
// Starts its own API (temporary DATA_DIR) and `next start` on free ports; builds first only if .next is missing.
// It reports and writes bench-results/latest.json; it exits non-zero only when it could not measure.
//   BENCH_DURATION=10  BENCH_CONNECTIONS=10  BENCH_LH_RUNS=3  BENCH_BARE_PATH=/some/page  CHROMIUM_PATH=...
//   (d) chat delivery latency with 1 000 sockets (issue 11); (e) live media (issue 12): the built-in SFU's CPU with
//       1, 10 and 50 receive-only subscribers and glass-to-glass latency with 1 and 10 browser viewers
//   --skip-js  --skip-lighthouse  --skip-ssr  --skip-chat  --skip-live  --lh-new (Lighthouse of the messenger and earnings only)
//   --only=/a,/b* (the JS and Lighthouse parts for these pages only: a route or URL, or a prefix ending in *;
//   e.g. --only=/creator,/user/orders,/creator/my-video*; BENCH_PAGES= takes the same list)
//   --cluster: the cluster's figures instead (issue 24, scripts/bench-cluster.mjs, a few minutes; opt-in)
import { chatLatency } from './lib/chat-latency.mjs';
import { liveBench } from './lib/live-bench.mjs';
import { firstLoadJs as sharedFirstLoadJs } from './lib/first-load.mjs';
import { firstLoadVerdict, verdictRows } from './lib/bench-verdicts.mjs';
import { lighthouseRuns } from './lib/lighthouse.mjs';
import { CLASSES, LIGHTHOUSE, SSR_MIN_RATIO } from './lib/page-budgets.mjs';
import { pageJs } from './lib/page-js.mjs';
import { serverTimeOf } from './lib/server-timing.mjs';
import { cpuMsOf } from './lib/process-cpu.mjs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, loadDotEnv, ROOT } from './lib/env.mjs';
import {
  API_ENTRY,
  buildApp,
  freePort,
  NEXT_BIN,
  startChild,
  stopChildren,
  waitForUrl,
} from './lib/processes.mjs';

const LH_PAGES = [
  '/auth/login',
  '/demo-creator',
  '/home',
  '/post/[id]',
  '/messages',
  '/wallet',
  '/creator/earning',
  // the pages slimmed for issue 22 (public and fan)
  '/creator',
  '/auth/register',
  '/auth/fan-register',
  '/auth/creator-register',
  '/contact',
  '/user/orders',
  '/creator/my-video',
  '/creator/my-gallery/create',
];
/** Pages Lighthouse loads signed in, and as whom. */
/** Pages whose downloaded JS the bench measures: [path, build-manifest route, account or null for a visitor]. */
const JS_PAGES = [
  ['/auth/login', '/auth/login', null],
  ['/auth/register', '/auth/register', null],
  ['/auth/fan-register', '/auth/fan-register', null],
  ['/auth/creator-register', '/auth/creator-register', null],
  ['/auth/forgot-password', '/auth/forgot-password', null],
  ['/auth/email-verified-success', '/auth/email-verified-success', null],
  ['/demo-creator', '/[profileId]', null],
  ['/creator', '/creator', null],
  ['/contact', '/contact', null],
  ['/page/terms', '/page/[id]', null],
  // two segments: one segment is a creator's profile (/[profileId]) that is not found, not the 404 page
  ['/no/such-page', '/404', null],
  ['/home', '/home', 'demo-fan'],
  ['/post/[id]', '/post/[id]', 'demo-fan'],
  ['/messages', '/messages', 'demo-fan'],
  ['/wallet', '/wallet', 'demo-fan'],
  ['/user/my-subscription', '/user/my-subscription', 'demo-fan'],
  ['/user/orders', '/user/orders', 'demo-fan'],
  ['/user/account', '/user/account', 'demo-fan'],
  ['/user/orders/[id]', '/user/orders/[id]', 'demo-fan'],
  ['/user/bookmarks', '/user/bookmarks', 'demo-fan'],
  ['/user/cards', '/user/cards', 'demo-fan'],
  ['/user/following', '/user/following', 'demo-fan'],
  ['/user/payment-history', '/user/payment-history', 'demo-fan'],
  ['/user/wallet-transaction', '/user/wallet-transaction', 'demo-fan'],
  ['/creator/earning', '/creator/earning', 'demo-creator'],
  ['/creator/my-video', '/creator/my-video', 'demo-creator'],
  ['/creator/my-gallery/create', '/creator/my-gallery/create', 'demo-creator'],
  ['/creator/account', '/creator/account', 'demo-creator'],
  ['/creator/live', '/creator/live', 'demo-creator'],
  // the rest of the creator studio (issue 22): each under the studio budget
  ['/creator/banking', '/creator/banking', 'demo-creator'],
  ['/creator/blacklist', '/creator/blacklist', 'demo-creator'],
  ['/creator/block-countries', '/creator/block-countries', 'demo-creator'],
  ['/creator/followers', '/creator/followers', 'demo-creator'],
  ['/creator/my-gallery', '/creator/my-gallery', 'demo-creator'],
  ['/creator/my-gallery/update/[id]', '/creator/my-gallery/update/[id]', 'demo-creator'],
  ['/creator/my-order', '/creator/my-order', 'demo-creator'],
  ['/creator/my-order/[id]', '/creator/my-order/[id]', 'demo-creator'],
  ['/creator/my-post', '/creator/my-post', 'demo-creator'],
  ['/creator/my-post/create', '/creator/my-post/create', 'demo-creator'],
  ['/creator/my-post/edit/[id]', '/creator/my-post/edit/[id]', 'demo-creator'],
  ['/creator/my-store', '/creator/my-store', 'demo-creator'],
  ['/creator/my-store/create', '/creator/my-store/create', 'demo-creator'],
  ['/creator/my-store/update/[id]', '/creator/my-store/update/[id]', 'demo-creator'],
  ['/creator/my-subscriber', '/creator/my-subscriber', 'demo-creator'],
  ['/creator/my-video/upload', '/creator/my-video/upload', 'demo-creator'],
  ['/creator/my-video/bulk-upload', '/creator/my-video/bulk-upload', 'demo-creator'],
  ['/creator/my-video/update/[id]', '/creator/my-video/update/[id]', 'demo-creator'],
  ['/creator/payout-request', '/creator/payout-request', 'demo-creator'],
];
const LH_SIGNED_IN = new Map([
  ['/home', 'demo-fan'],
  ['/post/[id]', 'demo-fan'],
  ['/messages', 'demo-fan'],
  ['/wallet', 'demo-fan'],
  ['/creator/earning', 'demo-creator'],
  ['/user/orders', 'demo-fan'],
  ['/creator/my-video', 'demo-creator'],
  ['/creator/my-gallery/create', 'demo-creator'],
]);
const SFU_SECRET = randomBytes(24).toString('base64url');
const BENCH_POSTS = Number(process.env.BENCH_POSTS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = new Set(process.argv.slice(2));
/**
 * The one page filter of the JS and Lighthouse parts: `--only=/a,/b*` (or `BENCH_PAGES=` with the same list): a
 * page is measured when its route or its URL is an entry, or starts with what an entry ending in `*` has before
 * it (`/creator/my-video*`: the list and every page below it); every page when there is no list.
 */
const ONLY = (
  process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ??
  process.env.BENCH_PAGES ??
  ''
)
  .split(',')
  .filter(Boolean);
const chosen = (...names) =>
  !ONLY.length ||
  ONLY.some((entry) =>
    names.some((name) => (entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry)),
  );

// the cluster's figures start clusters of their own and need no build: a run of their own
if (args.has('--cluster')) {
  const rest = process.argv.slice(2).filter((a) => a !== '--cluster');
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-cluster.mjs'), ...rest], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED = '1';

const step = (msg) => console.info(`\n▶ ${msg}`);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const mark = (ok) => (ok ? 'OK  ' : 'MISS');

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.info(line(headers));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.info(line(row));
}

// ---------------------------------------------------------------------------------------------------------
// (a) first-load JS

const firstLoadJs = () => sharedFirstLoadJs(ROOT);

// ---------------------------------------------------------------------------------------------------------
// servers

async function startServers() {
  const apiPort = await freePort();
  let appPort = await freePort();
  while (appPort === apiPort) appPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanplatform-bench-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const apiEnv = {
    ...process.env,
    NODE_ENV: 'production',
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    API_PUBLIC_URL: apiUrl,
    APP_PUBLIC_URL: appUrl,
    AUTH_RATE_LIMIT_MAX: '100000',
    MESSAGE_RATE_MAX: '100000',
    LOG_LEVEL: 'warn',
    // known to the bench, which mints viewer grants for many users (live media figures)
    SFU_SECRET,
    // above the default cap (30) so the bench can measure 50 subscribers
    SFU_MAX_VIEWERS: '100',
  };
  if (BENCH_POSTS > 0) {
    // The demo data plus BENCH_POSTS posts by demo-creator, whom demo-fan subscribes to: a full home feed.
    step(`Seeding the demo data and ${BENCH_POSTS} extra posts by demo-creator`);
    const seed = startChild(
      'seed',
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src/cli/seed.ts'), '--bulk-posts', String(BENCH_POSTS)],
      { quiet: true, env: apiEnv },
    );
    const { code } = await seed.exited;
    if (code !== 0) throw new Error(`seeding the benchmark posts failed (exit code ${code})`);
  }
  const api = startChild('api', process.execPath, ['--import', 'tsx', API_ENTRY], {
    quiet: true,
    env: apiEnv,
  });
  const web = startChild('web', process.execPath, [NEXT_BIN, 'start', '-p', String(appPort)], {
    quiet: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_ENDPOINT: apiUrl,
      NEXT_PUBLIC_API_ENDPOINT: apiUrl,
      // each page's API calls and their time, read from its Server-Timing header (src/lib/server-timing.ts)
      SERVER_TIMING: 'true',
    },
  });
  const children = [api, web];
  const stop = async () => {
    await stopChildren(children);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)));
  try {
    await waitForUrl(`${apiUrl}/health`, { child: api });
    await waitForUrl(`${appUrl}/auth/login`, { child: web });
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, appUrl, stop, pids: { web: web.pid, api: api.pid } };
}

async function tokenOf(apiUrl, username) {
  const res = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, remember: false }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || !body?.data?.token)
    throw new Error(`${username} login failed: HTTP ${res.status}`);
  return body.data.token;
}
const fanToken = (apiUrl) => tokenOf(apiUrl, 'demo-fan');

/** The newest post on demo-fan's home feed (the /post/[id] page measured). */
async function firstPostId(apiUrl, token) {
  const res = await fetch(`${apiUrl}/user/feeds?isHome=true&limit=1`, { headers: { authorization: token } });
  const body = await res.json().catch(() => ({}));
  return body?.data?.data?.[0]?._id ?? null;
}

/** demo-fan's newest order (the /user/orders/[id] page measured), or null when the seed gave them none. */
async function firstOrderId(apiUrl, token) {
  const res = await fetch(`${apiUrl}/orders/users/search?limit=1`, { headers: { authorization: token } });
  const body = await res.json().catch(() => ({}));
  return body?.data?.data?.[0]?._id ?? null;
}

/** The studio's item pages and the list of the creator's own items whose first item they open (an order received
 * only when the seed gave the creator one). */
const STUDIO_ITEM_LISTS = {
  '/creator/my-video/update/[id]': '/performer/performer-assets/videos/search',
  '/creator/my-gallery/update/[id]': '/performer/performer-assets/galleries/search',
  '/creator/my-store/update/[id]': '/performer/performer-assets/products/search',
  '/creator/my-post/edit/[id]': '/performer/feeds',
  '/creator/my-order/[id]': '/orders/search',
};

/** The newest of the signed-in creator's own videos, galleries, products, posts or orders received. */
async function firstItemId(apiUrl, token, listPath) {
  const res = await fetch(`${apiUrl}${listPath}?limit=1&offset=0`, {
    headers: { authorization: token },
  });
  const body = await res.json().catch(() => ({}));
  return body?.data?.data?.[0]?._id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// (b) SSR throughput

/** The page warmed up (caches filled, code optimised): every page is, before any is measured. */
async function warm(url, headers, times = 20) {
  const probe = await fetch(url, { headers, redirect: 'manual' });
  const body = await probe.text();
  for (let i = 0; i < times; i += 1) await fetch(url, { headers, redirect: 'manual' }).then((r) => r.arrayBuffer());
  return { status: probe.status, bytes: body.length };
}

async function ssr(servers, label, urlPath, headers = {}) {
  const { default: autocannon } = await import('autocannon');
  const url = servers.appUrl + urlPath;
  const probe = await warm(url, headers, 5);
  console.info(`  ${label}: GET ${urlPath} -> HTTP ${probe.status} (${kb(probe.bytes)} kB HTML), ${DURATION} s...`);
  // one request at a time first: the server time per page and the API calls it makes (its Server-Timing)
  const alone = await serverTimeOf(url, headers);
  const cpu0 = [cpuMsOf(servers.pids.web), cpuMsOf(servers.pids.api)];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const cpu1 = [cpuMsOf(servers.pids.web), cpuMsOf(servers.pids.api)];
  // CPU per request of the app and the API: what each page costs, whatever else the machine runs meanwhile
  const perRequest = (i) =>
    cpu0[i] === null || !result.requests.total
      ? null
      : Math.round(((cpu1[i] - cpu0[i]) / result.requests.total) * 10) / 10;
  return {
    label,
    path: urlPath,
    status: probe.status,
    alone,
    webCpuMs: perRequest(0),
    apiCpuMs: perRequest(1),
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function barePath(routes) {
  if (process.env.BENCH_BARE_PATH) return { path: process.env.BENCH_BARE_PATH, note: 'BENCH_BARE_PATH' };
  if (routes.includes('/bench/bare')) return { path: '/bench/bare', note: 'bare page of this build' };
  return { path: '/404', note: 'fallback: no /bench/bare page in this build, the 404 page stands in' };
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  budgets: { classes: CLASSES, ssrMinRatio: SSR_MIN_RATIO, lighthouse: LIGHTHOUSE },
};

if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  step('No production build in .next: running next build');
  const code = await buildApp();
  if (code !== 0) {
    console.error(`next build failed (exit code ${code}); nothing to measure.`);
    process.exit(code);
  }
} else {
  console.info(
    'Using the existing production build in .next (run `npm run build` first to measure fresh code).',
  );
}

step('(a) First-load JS per route (gzip of the /_app chunks plus the route chunks, build-manifest.json)');
const { rows: firstLoad, shared: appChunks } = firstLoadJs();
results.firstLoadJs = firstLoad;
printTable(
  ['route', 'chunks', 'gzip kB', 'class', 'budget kB', ''],
  firstLoad.map((r) => [r.route, r.files, r.gzipKb, ...firstLoadVerdict(r.route, r.gzipKb)]),
);
results.appChunks = appChunks;
console.info(
  `  shared by every page (/_app): ${kb(appChunks.reduce((sum, c) => sum + c.gzipKb * 1024, 0))} kB; largest: ` +
    appChunks
      .slice(0, 4)
      .map((c) => `${path.basename(c.file)} ${c.gzipKb} kB`)
      .join(', '),
);

let servers;
let exitCode = 0;
try {
  step('Starting the API (temporary DATA_DIR) and next start on free ports');
  servers = await startServers();
  console.info(`  API ${servers.apiUrl}, app ${servers.appUrl}`);

  if (!args.has('--skip-js')) {
    step('(f) JS downloaded per page: fresh Chromium context, cache off, gzip as served');
    const tokens = new Map();
    const pages = [];
    for (const [url, route, account] of JS_PAGES.filter(([page, pageRoute]) => chosen(page, pageRoute))) {
      if (account && !tokens.has(account)) tokens.set(account, await tokenOf(servers.apiUrl, account));
      const token = account ? tokens.get(account) : undefined;
      let target = url;
      if (route === '/post/[id]') {
        const id = await firstPostId(servers.apiUrl, token);
        if (!id) continue;
        target = `/post/${id}`;
      }
      if (route === '/user/orders/[id]') {
        const id = await firstOrderId(servers.apiUrl, token);
        if (!id) continue;
        target = `/user/orders/${id}`;
      }
      const list = STUDIO_ITEM_LISTS[route];
      if (list) {
        const id = await firstItemId(servers.apiUrl, token, list);
        if (!id) continue;
        target = url.replace('[id]', id);
      }
      pages.push({ label: `${url}${account ? ` (${account})` : ' (visitor)'}`, url: target, route, token });
    }
    results.pageJs = await pageJs({ appUrl: servers.appUrl, chromium: CHROMIUM, root: ROOT, pages });
    printTable(
      [
        'page',
        'route',
        'class',
        'first load kB',
        'by load kB',
        'until idle kB',
        'budget kB',
        '',
        'prefetch kB*',
      ],
      results.pageJs.map((r) => {
        const first = firstLoad.find((f) => f.route === r.route)?.gzipKb ?? '-';
        const [label, budget, verdict] = firstLoadVerdict(r.route, Math.max(Number(first) || 0, r.idleKb));
        return [r.label, r.route, label, first, r.byLoadKb, r.idleKb, budget, verdict, r.prefetchKb];
      }),
    );
    console.info('  * chunks of other pages (Next <Link> prefetch on idle): not counted');
    for (const r of results.pageJs.filter((p) => p.dynamicByLoad.length)) {
      const list = r.dynamicByLoad.map((c) => `${path.basename(c.file)} ${c.kb}`).join(', ');
      console.info(`  dynamic imports by the load event, ${r.label}: ${list} (kB)`);
    }
    for (const r of results.pageJs.filter((p) => p.afterLoad.length)) {
      const list = r.afterLoad.map((c) => `${path.basename(c.file)} ${c.kb}`).join(', ');
      console.info(`  after the load event, ${r.label}: ${list} (kB)`);
    }
  }

  if (!args.has('--skip-ssr')) {
    step(`(b) SSR requests/s (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`);
    const [load1] = os.loadavg();
    results.loadAverageBeforeSsr = load1;
    if (load1 > os.cpus().length / 2) {
      console.info(
        `  note: load average ${load1.toFixed(2)} on ${os.cpus().length} CPUs: absolute req/s are depressed; compare ratios.`,
      );
    }
    const bare = barePath(firstLoad.map((r) => r.route));
    const token = await fanToken(servers.apiUrl);
    const creatorToken = await tokenOf(servers.apiUrl, 'demo-creator');
    const fan = { cookie: `token=${token}` };
    const postId = await firstPostId(servers.apiUrl, token);
    // [label, path, headers, route]: --only=/home,/post/[id] (or BENCH_PAGES) measures these and the bare page
    const pages = [
      ['login (visitor)', '/auth/login', {}],
      ['home (signed-in fan)', '/home', fan],
      ['profile (visitor)', '/demo-creator', {}, '/[profileId]'],
      ['profile (signed-in fan)', '/demo-creator', fan, '/[profileId]'],
      ...(postId ? [['post (signed-in fan)', `/post/${postId}`, fan, '/post/[id]']] : []),
      ['wallet (signed-in fan)', '/wallet', fan],
      ['my subscriptions (signed-in fan)', '/user/my-subscription', fan],
      ['messages (signed-in fan)', '/messages', fan],
      ['earnings (signed-in creator)', '/creator/earning', { cookie: `token=${creatorToken}` }],
    ].filter(([, page, , route]) => chosen(page, route ?? page));
    // Every page warm before any is measured, and the bare page measured first and last: the reference is
    // their mean, so a machine getting busier or quieter during the run moves both sides alike.
    for (const [, page, headers] of [['', bare.path, {}], ...pages])
      await warm(servers.appUrl + page, headers, 60);
    const ssrRows = [await ssr(servers, 'bare page', bare.path)];
    for (const [label, page, headers] of pages) ssrRows.push(await ssr(servers, label, page, headers));
    const bareAgain = await ssr(servers, 'bare page (again)', bare.path);
    const bareRps = Math.round((ssrRows[0].requestsPerSec + bareAgain.requestsPerSec) / 2);
    ssrRows.push(bareAgain);
    results.ssr = { barePage: bare, rows: ssrRows, bareRps };
    printTable(
      [
        'page',
        'path',
        'HTTP',
        'alone ms',
        'API calls',
        'API ms',
        'data ms',
        'web CPU ms',
        'API CPU ms',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'vs bare',
      ],
      ssrRows.map((r) => [
        r.label,
        r.path,
        r.status,
        r.alone.totalMs,
        r.alone.apiCalls ?? '-',
        r.alone.apiMs ?? '-',
        r.alone.dataMs ?? '-',
        r.webCpuMs ?? '-',
        r.apiCpuMs ?? '-',
        r.requestsPerSec,
        r.latencyP50Ms,
        r.latencyP99Ms,
        r.non2xx,
        r.errors,
        bareRps ? `${Math.round((r.requestsPerSec / bareRps) * 100)} %` : '-',
      ]),
    );
    console.info(
      `  bare page: ${bare.path} (${bare.note}); "vs bare" divides by the mean of its two runs, ${bareRps} req/s`,
    );
    console.info('  CPU ms: user + system CPU per request of the app and of the API during the req/s run');
    for (const r of ssrRows.filter((row) => row.alone.calls.length))
      console.info(`  API calls of ${r.label}: ${r.alone.calls.join(', ')}`);
    console.info(
      "  alone: median of 15 requests one at a time; API calls/ms and data ms from the page's Server-Timing " +
        '(data = _app and page getInitialProps; the rest of "alone" is the render and the transfer)',
    );
    const login = ssrRows.find((r) => r.label === 'login (visitor)');
    results.ssr.loginRatio = bareRps && login ? login.requestsPerSec / bareRps : null;
    results.ssr.ratios = Object.fromEntries(
      ssrRows.slice(1, -1).map((r) => [r.label, bareRps ? r.requestsPerSec / bareRps : null]),
    );
  }

  if (!args.has('--skip-chat')) {
    step("(d) Chat delivery: POST → the recipient's message_created, 1 000 sockets connected on loopback");
    results.chat = await chatLatency(servers.apiUrl, { password: DEMO_PASSWORD });
    printTable(
      ['sockets', 'messages', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'goal'],
      [
        [
          results.chat.sockets,
          results.chat.messages,
          results.chat.p50Ms,
          results.chat.p95Ms,
          results.chat.p99Ms,
          results.chat.maxMs,
          `p99 ≤ 50 ms ${mark(results.chat.p99Ms <= 50)}`,
        ],
      ],
    );
  }

  if (!args.has('--skip-live')) {
    step(
      '(e) Live media: built-in SFU CPU by subscribers, glass-to-glass latency by browser viewers (loopback)',
    );
    results.live = await liveBench(servers.apiUrl, {
      password: DEMO_PASSWORD,
      secret: SFU_SECRET,
      chromium: CHROMIUM,
      root: ROOT,
    });
    printTable(
      ['receive-only subscribers', 'SFU CPU (% of one core)', 'slowest subscriber packets/s'],
      results.live.cpu.map((r) => [r.subscribers, r.cpuPercent, r.minPacketsPerSec ?? '-']),
    );
    printTable(
      ['browser viewers', 'samples', 'glass-to-glass p50 ms', 'p95 ms'],
      results.live.latency.map((r) => [r.viewers, r.samples, r.p50Ms ?? '-', r.p95Ms ?? '-']),
    );
  }

  if (!args.has('--skip-lighthouse')) {
    if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
    results.lighthousePages = {};
    const tokens = new Map();
    for (const page of LH_PAGES.filter(
      (p) => chosen(p) && (!args.has('--lh-new') || p === '/messages' || p === '/creator/earning'),
    )) {
      const account = LH_SIGNED_IN.get(page);
      if (account && !tokens.has(account)) tokens.set(account, await tokenOf(servers.apiUrl, account));
      step(
        `(c) Lighthouse 12 (mobile preset), ${LH_RUNS} runs of ${page}${account ? ` (signed in as ${account})` : ''}`,
      );
      // the post page opens the newest post on demo-fan's feed, as the JS and SSR parts do
      const postId = page === '/post/[id]' ? await firstPostId(servers.apiUrl, tokens.get(account)) : null;
      if (page === '/post/[id]' && !postId) continue;
      const lh = await lighthouseRuns(
        `${servers.appUrl}${postId ? `/post/${postId}` : page}`,
        account ? { Cookie: `token=${tokens.get(account)}` } : undefined,
        { chromium: CHROMIUM, runs: LH_RUNS },
      );
      results.lighthousePages[page] = lh;
      if (lh.failedA11yAudits.length)
        console.info(`  ${page} failed accessibility audits: ${lh.failedA11yAudits.join(', ')}`);
    }
    results.lighthouse = results.lighthousePages['/auth/login'];
  }
} catch (error) {
  console.error(`\nMeasurement failed: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await servers?.stop();
}

step('Budgets (scripts/lib/page-budgets.mjs: issue 22, Lighthouse accessibility since issue 2)');
const rows = verdictRows(results, firstLoad);
printTable(['measure', 'value', 'budget', ''], rows);
results.summary = rows.map(([measure, value, budget, status]) => ({
  measure,
  value,
  budget,
  met: status.trim() === '' ? null : status.trim() === 'OK',
}));

const outDir = path.join(ROOT, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
console.info(`\nWrote ${path.relative(ROOT, path.join(outDir, 'latest.json'))}`);
process.exit(exitCode);
