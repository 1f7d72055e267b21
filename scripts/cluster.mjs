#!/usr/bin/env node
// `npm run cluster` (issue 24): the product as it runs past one machine, on this one — PostgreSQL (or one
// shared SQLite file, see lib/cluster/engine.mjs), Redis, an S3-compatible bucket, three API processes, two web
// servers and nginx in front, all from Debian and npm packages, all in a temp dir removed on Ctrl+C.
//   --db=auto|postgres|sqlite   the database engine (default: postgres, see lib/cluster/engine.mjs)
//   --apis=N                    the number of API processes (3; or CLUSTER_APIS)
//   --no-web                    API processes and nginx only (no build needed)
//   --no-build                  serve the existing .next build (fails if there is none)
//   --json                      also print one `CLUSTER_READY {...}` line with the addresses and pids (tests)
// Ports are free ones unless CLUSTER_APP_PORT, CLUSTER_API_PORT, CLUSTER_API_PORTS (a,b,c), CLUSTER_WEB_PORTS,
// CLUSTER_REDIS_PORT, CLUSTER_S3_PORT, CLUSTER_SFU_PORT say otherwise; CLUSTER_LISTEN (127.0.0.1) is the address
// nginx listens on and CLUSTER_HOST (localhost) the host name printed and given to browsers.
import fs from 'node:fs';
import path from 'node:path';
import { banner, loadDotEnv, ROOT } from './lib/env.mjs';
import { buildApp } from './lib/processes.mjs';
import { startCluster } from './lib/cluster/start.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const db = args.find((a) => a.startsWith('--db='))?.slice(5) || process.env.CLUSTER_DB || undefined;
const withWeb = !flag('--no-web');
const apisArg = args.find((a) => a.startsWith('--apis='))?.slice(7) || process.env.CLUSTER_APIS || '3';
const apis = Number(apisArg);
if (!/^\d+$/.test(apisArg) || apis < 1 || apis > 32) {
  console.error(`--apis takes a whole number of API processes from 1 to 32 (got ${apisArg})`);
  process.exit(1);
}
const processes = (n) => `${n} API process${n === 1 ? '' : 'es'}`;

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED = '1';

if (withWeb) {
  const built = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
  if (flag('--no-build') && !built) {
    console.error('No production build in .next: run `npm run build` or drop --no-build.');
    process.exit(1);
  }
  if (!flag('--no-build')) {
    console.info('Building the web app (npm run build)...');
    const code = await buildApp();
    if (code !== 0) process.exit(code);
  }
}

let stopCluster = async () => undefined;
let stopping = false;
const stop = async (reason, code) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${reason}: stopping the cluster...`);
  await stopCluster();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void stop(`Received ${signal}`, 0));
// started by a program through a pipe (the cluster test): its end means that program is gone
if (fs.fstatSync(0).isFIFO()) {
  process.stdin.on('end', () => void stop('The parent closed stdin', 0));
  process.stdin.resume();
}

let cluster;
try {
  console.info(
    `Starting the cluster (Redis, bucket, SFU, database, ${processes(apis)}, web servers, nginx)...`,
  );
  cluster = await startCluster({ db, apis, webs: withWeb ? 2 : 0, onStop: (fn) => (stopCluster = fn) });
} catch (error) {
  // a signal while starting: stop() tears down and exits
  if (stopping) await new Promise(() => setInterval(() => undefined, 1 << 30));
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
}

const engineLine =
  cluster.engine === 'postgres'
    ? `Database:       PostgreSQL ${cluster.databaseUrl} (throwaway)`
    : `Database:       SQLite ${path.join(cluster.dataDir, 'app.sqlite')} (shared by the API processes)`;
console.info(
  banner({
    title: `Fanplatform cluster: ${processes(cluster.apis.length)}${withWeb ? ', 2 web servers' : ''}, nginx in front`,
    appUrl: cluster.appUrl || '(not started: --no-web)',
    apiUrl: cluster.apiUrl,
    dataDir: cluster.dataDir,
    onSqlite: cluster.engine === 'sqlite',
    extra: [
      engineLine,
      `API processes:  ${cluster.apis.map((a) => a.url).join(', ')}`,
      `Redis, bucket:  shared by all (bucket ${cluster.bucketEndpoint}); everything in ${cluster.dir}`,
      ...(cluster.notice ? [`Note:           ${cluster.notice}`] : []),
    ],
  }),
);
if (flag('--json'))
  console.info(
    `CLUSTER_READY ${JSON.stringify({
      engine: cluster.engine,
      databaseUrl: cluster.databaseUrl,
      dataDir: cluster.dataDir,
      apiUrl: cluster.apiLocalUrl,
      appUrl: cluster.appUrl,
      apis: cluster.apis.map((a) => ({ url: a.url, pid: a.pid() })),
      redisUrl: cluster.redisUrl,
      s3: cluster.s3,
    })}`,
  );

const failure = await cluster.failed;
if (failure) await stop(`${failure.child.label} exited (${failure.signal ?? `code ${failure.code}`})`, 1);
