#!/usr/bin/env node
// `npm run test:e2e:cluster` (issue 24): the money, messaging and live journeys — the same spec files as
// `npm run test:e2e`, listed in playwright.cluster.config.ts — against the cluster `npm run cluster` starts
// (three API processes, two web servers, nginx, Redis, a bucket, one SFU, the cluster's database), through
// nginx's two ports, then `ledger check` on the cluster's database.
//   E2E_SKIP_BUILD=1   reuse the existing .next build (`npm test` runs this after `npm run test:e2e` built it)
//   CLUSTER_DB         the database engine (lib/cluster/engine.mjs; default: the cluster's own)
//   Extra arguments go to `playwright test`, e.g. `npm run test:e2e:cluster -- e2e/payments.spec.ts`.
// Without nginx, redis-server or (on PostgreSQL, the default) postgresql the run is skipped, saying why; in CI
// (`CI` set) it fails instead.
import { spawnSync } from 'node:child_process';
import { loadDotEnv } from './lib/env.mjs';
import { checkLedger, ensureBuild, requireChromium } from './lib/e2e.mjs';
import { PLAYWRIGHT_CLI, run } from './lib/processes.mjs';
import { nginxBin } from './lib/cluster/nginx.mjs';
import { startCluster } from './lib/cluster/start.mjs';
import { missingPackage } from './lib/cluster/engine.mjs';

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED = '1';
requireChromium();

const missing = [];
try {
  nginxBin();
} catch {
  missing.push('nginx');
}
if (spawnSync('redis-server', ['--version']).status !== 0) missing.push('redis-server');
const engine = process.env.CLUSTER_DB || undefined;
if (missingPackage(engine)) missing.push(missingPackage(engine));
if (missing.length) {
  const why = `${missing.join(' and ')} not installed (apt-get install ${missing.join(' ')}; .ci/run installs them)`;
  if (process.env.CI) {
    console.error(`The cluster e2e run needs ${why}.`);
    process.exit(1);
  }
  console.warn(`The cluster e2e run is skipped: ${why}.`);
  process.exit(0);
}

await ensureBuild();

// The specs' helpers reach the app as http://localhost:<app port> and the API as http://127.0.0.1:<api port>
// (e2e/helpers.ts): nginx listens on loopback and the cluster names itself localhost, whatever .env says.
process.env.CLUSTER_LISTEN = '127.0.0.1';
process.env.CLUSTER_HOST = 'localhost';

const started = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;
let stopCluster = async () => undefined;
let stopping = false;
let stopped;
/** One stop, however many ask (the end of the run, a signal during it): each waits until all is down. */
const stop = () => {
  stopping = true;
  return (stopped ??= stopCluster());
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void stop().then(() => process.exit(130)));

let cluster;
try {
  console.info(
    'e2e cluster: starting Redis, the bucket, the SFU, the database, 3 API processes, 2 web servers, nginx...',
  );
  cluster = await startCluster({
    db: engine,
    webs: 2,
    // what playwright.config.ts gives the embedded API, for the same reasons
    env: {
      AUTH_RATE_LIMIT_MAX: '10000',
      MEDIA_PROCESSING_DELAY_MS: '4000',
      CHECK_RESPONSES: 'true',
    },
    webEnv: { SETTINGS_CACHE_MS: '500' },
    onStop: (fn) => (stopCluster = fn),
  });
} catch (error) {
  // a signal while starting: its handler stops what started and exits
  if (stopping) await new Promise(() => setInterval(() => undefined, 1 << 30));
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
}
const port = (url) => new URL(url).port;
// the specs' `runCli` (seed-messages) and the ledger check below work on the cluster's database
const dbEnv = { DATA_DIR: cluster.dataDir, DATABASE_URL: cluster.databaseUrl };
console.info(
  `e2e cluster on ${cluster.engine} (started in ${seconds(started)}): app ${cluster.appUrl}, API ${cluster.apiUrl}` +
    ` -> ${cluster.apis.map((a) => a.url).join(' ')}`,
);
if (cluster.notice) console.info(`e2e cluster: ${cluster.notice}`);

const testsFrom = Date.now();
// a service the cluster cannot do without dying mid-run fails the run even if the tests it broke were few
let lost = null;
void cluster.failed.then((f) => {
  if (f && !stopping) {
    lost = f;
    console.error(`e2e cluster: ${f.child.label} exited (${f.signal ?? `code ${f.code}`}) during the run`);
  }
});
const code = await run(
  process.execPath,
  [PLAYWRIGHT_CLI, 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)],
  {
    env: {
      ...process.env,
      ...dbEnv,
      E2E_CLUSTER: '1',
      E2E_API_PORT: port(cluster.apiLocalUrl),
      E2E_APP_PORT: port(cluster.appUrl),
      E2E_DATA_DIR: cluster.dataDir,
    },
  },
);
console.info(`e2e cluster: Playwright took ${seconds(testsFrom)}`);

const ledger = stopping ? 1 : await checkLedger(dbEnv);
await stop();
console.info(`e2e cluster: ${seconds(started)} in all (start, tests, ledger check, stop)`);
process.exit(code || ledger || (lost ? 1 : 0));
