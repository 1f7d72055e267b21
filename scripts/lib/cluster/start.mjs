// Starts the whole cluster (issue 24) and gives back its addresses and a stop(): the shared services, the
// database (engine.mjs), three API processes, two web servers and nginx in front. Used by `npm run cluster`
// and by the cluster test, so both start exactly the same thing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, NEXT_BIN, API_ENTRY, startChild, stopChildren, waitForUrl } from '../processes.mjs';
import { prepareDatabase } from './engine.mjs';
import { startNginx } from './nginx.mjs';
import { startBucket, startRedis, startSfu } from './services.mjs';

// Every port is chosen before most of the servers bind it, and the OS may hand a port it just handed out (and
// that was closed again) to the next ask: CI once gave nginx's API port to an API process as well. So the ports
// of one cluster are picked from one set, each at most once.
const taken = new Set();

async function unusedPort() {
  for (;;) {
    const port = await freePort();
    if (taken.has(port)) continue;
    taken.add(port);
    return port;
  }
}

/** `CLUSTER_API_PORTS=8081,8082,8083`-style overrides; free ports for the rest. */
async function ports(list, count) {
  const given = (list ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0);
  const out = given.slice(0, count);
  out.forEach((p) => taken.add(p));
  while (out.length < count) out.push(await unusedPort());
  return out;
}

const envPort = async (value) => {
  if (!(Number(value) > 0)) return unusedPort();
  taken.add(Number(value));
  return Number(value);
};

/**
 * @param {object} o
 * @param {string} [o.db] auto | postgres | sqlite (engine.mjs)
 * @param {number} [o.apis] API processes (3)
 * @param {number} [o.webs] web servers (2; 0 = none, for the API-only cluster test)
 * @param {Record<string,string>} [o.env] extra variables for the API processes (the test's sweep timings)
 * @param {Record<string,string>} [o.webEnv] extra variables for the web servers (e2e: a short settings cache)
 * @param {(line: string) => void} [o.log]
 * @param {(stop: () => Promise<void>) => void} [o.onStop] gets stop() at once: a Ctrl+C while starting stops it
 * @param {{ connections?: number, workers?: number }} [o.nginx] nginx's worker_connections (8192) and
 *   worker_processes (1): the 10 000-socket bench asks for more
 */
export async function startCluster({
  db,
  apis = 3,
  webs = 2,
  env = {},
  webEnv = {},
  log = console.info,
  onStop,
  nginx: nginxOptions = {},
} = {}) {
  const env0 = process.env;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-cluster-'));
  const listen = env0.CLUSTER_LISTEN || '127.0.0.1';
  const host = env0.CLUSTER_HOST || 'localhost';
  const appPort = await envPort(env0.CLUSTER_APP_PORT);
  const apiPort = await envPort(env0.CLUSTER_API_PORT);
  const apiPorts = await ports(env0.CLUSTER_API_PORTS, apis);
  const webPorts = await ports(env0.CLUSTER_WEB_PORTS, webs);
  const appUrl = `http://${host}:${appPort}`;
  const apiUrl = `http://${host}:${apiPort}`;
  // long-running children the cluster cannot do without; the API processes are restarted instead (apiChildren)
  const services = [];
  const apiChildren = [];
  let bucket;
  let redis;
  let database;
  let stopping = false;
  const aborted = new AbortController();
  let teardown;
  let starting = true;
  let markStarted;
  const started = new Promise((resolve) => (markStarted = resolve));

  const tearDown = () =>
    (teardown ??= (async () => {
      stopping = true;
      await stopChildren(services.filter((c) => /^(nginx|web)/.test(c.label)));
      await stopChildren(apiChildren.filter(Boolean));
      await stopChildren(services);
      await bucket?.close().catch(() => undefined);
      await database?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    })());
  /** While starting, a stop is taken at the next step (which then tears down what exists); after, at once. */
  const stop = async () => {
    stopping = true;
    aborted.abort();
    if (starting) await started;
    await tearDown();
  };
  const step = () => {
    if (stopping) throw new Error('stopped while starting');
  };
  onStop?.(stop);

  try {
    redis = await startRedis({ port: await envPort(env0.CLUSTER_REDIS_PORT), dir });
    services.push(redis.child);
    step();
    bucket = await startBucket({ port: await envPort(env0.CLUSTER_S3_PORT), dir });
    const sfuPort = await envPort(env0.CLUSTER_SFU_PORT);
    const sfu = await startSfu({
      port: sfuPort,
      secret: randomBytes(32).toString('base64url'),
      publicUrl: `http://${host}:${sfuPort}`,
      corsOrigins: [appUrl, appUrl.replace('localhost', '127.0.0.1')],
    });
    services.push(sfu.child);
    step();

    const apiEnv = {
      ...env0,
      NODE_ENV: 'production',
      LOG_LEVEL: env0.LOG_LEVEL || 'warn',
      API_HOST: '127.0.0.1',
      API_PUBLIC_URL: apiUrl,
      APP_PUBLIC_URL: appUrl,
      REDIS_URL: redis.url,
      // the same signing secret in every process: a file link signed by one is honoured by the others
      FILE_URL_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
      ...bucket.env,
      ...sfu.env,
      ...env,
    };
    const dataDir = path.join(dir, 'data');
    database = await prepareDatabase({ engine: db, apiEnv, dataDir, log, signal: aborted.signal });
    step();
    if (database.notice) log(database.notice);

    const startApi = (i) => {
      const child = startChild(`api-${i + 1}`, process.execPath, ['--import', 'tsx', API_ENTRY], {
        env: { ...apiEnv, ...database.env, API_PORT: String(apiPorts[i]) },
      });
      apiChildren[i] = child;
      // a process that dies is started again, as a service manager would; nginx sends its clients elsewhere
      void child.exited.then(({ code, signal }) => {
        if (stopping) return;
        log(`api-${i + 1} exited (${signal ?? `code ${code}`}); starting it again in 1 s`);
        setTimeout(() => !stopping && startApi(i), 1000);
      });
      return child;
    };
    for (let i = 0; i < apis; i += 1) startApi(i);
    await Promise.all(
      apiPorts.map((p, i) => waitForUrl(`http://127.0.0.1:${p}/health`, { child: apiChildren[i] })),
    );

    step();
    for (const [i, port] of webPorts.entries()) {
      const child = startChild(
        `web-${i + 1}`,
        process.execPath,
        [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
        {
          env: {
            ...env0,
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            PORT: String(port),
            // server-side rendering reaches the API through nginx too
            API_ENDPOINT: `http://127.0.0.1:${apiPort}`,
            NEXT_PUBLIC_API_ENDPOINT: apiUrl,
            APP_PUBLIC_URL: appUrl,
            API_PUBLIC_URL: apiUrl,
            STORAGE_ORIGINS: bucket.endpoint,
            ...webEnv,
          },
        },
      );
      services.push(child);
    }

    step();
    const maxBodyMb = Math.ceil(Number(apiEnv.MAX_VIDEO_BYTES || 200 * 1024 * 1024) / 1024 / 1024) + 10;
    const nginx = await startNginx({
      dir,
      listen,
      apiPort,
      appPort,
      apiPorts,
      webPorts,
      maxBodyMb,
      ...nginxOptions,
    });
    services.push(nginx.child);
    await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { child: nginx.child });
    for (const [i, port] of webPorts.entries())
      await waitForUrl(`http://127.0.0.1:${port}/auth/login`, {
        child: services.find((c) => c.label === `web-${i + 1}`),
      });
    step();
  } catch (error) {
    await tearDown();
    throw error;
  } finally {
    starting = false;
    markStarted();
  }

  const fatal = services.map((child) => child.exited.then(({ code, signal }) => ({ child, code, signal })));
  return {
    dir,
    engine: database.engine,
    notice: database.notice,
    databaseUrl: database.url ?? '',
    dataDir: path.join(dir, 'data'),
    appUrl: webPorts.length ? appUrl : '',
    apiUrl,
    /** the nginx API port on loopback, whatever CLUSTER_HOST says */
    apiLocalUrl: `http://127.0.0.1:${apiPort}`,
    apis: apiPorts.map((port, i) => ({ url: `http://127.0.0.1:${port}`, pid: () => apiChildren[i]?.pid })),
    bucketEndpoint: bucket.endpoint,
    /** the S3_* variables the API processes got (the cluster test lists the bucket with them) */
    s3: bucket.env,
    redisUrl: redis.url,
    /** resolves when a service the cluster cannot do without (nginx, Redis, the SFU, a web server) exits */
    failed: Promise.race(fatal).then((f) => (stopping ? null : f)),
    stop,
  };
}
