// API requests/s through nginx for the cluster bench (issue 24): a read route (the public creator directory) and
// a money route (a tip, each request with its own Idempotency-Key, from fans whose balance covers every tip),
// then `npm run ledger -- check` on the cluster's database. autocannon, as the page bench uses.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { ROOT } from '../env.mjs';
import { dataOf, fanWithBalance } from './http.mjs';

const summary = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** `npm run ledger -- check` against the cluster's database: its exit code and last line. */
export function ledgerCheck(cluster) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/ledger.ts', 'check'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: cluster.dataDir, DATABASE_URL: cluster.databaseUrl || '' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ ok: code === 0, line: out.trim().split('\n').at(-1) ?? '' }));
  });
}

/**
 * Both routes through nginx: `connections` clients for `duration` s each. The tips come from FANS fans, each
 * topped up for more tips than the run can make at the measured rate (the bench stops when a balance runs out:
 * a 422 would count as non-2xx, which the table shows).
 */
export async function apiThroughput(cluster, { connections = 10, duration = 10, fans = 40 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const base = cluster.apiLocalUrl;
  const creatorId = (await dataOf(base, 'GET', '/performers/demo-creator'))._id;
  const read = await autocannon({
    url: `${base}/performers/user/search?limit=12`,
    connections,
    duration,
  });
  const tokens = (
    await Promise.all(Array.from({ length: fans }, () => fanWithBalance(base, 1200, 'bench')))
  ).map((fan) => fan.token);
  let n = 0;
  const money = await autocannon({
    url: `${base}/wallet/charges/tip/${creatorId}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: tokens[n % tokens.length],
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ price: 10 }),
          };
        },
      },
    ],
  });
  return { read: summary(read), money: summary(money), ledger: await ledgerCheck(cluster) };
}
