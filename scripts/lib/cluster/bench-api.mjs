// API requests/s through nginx for the cluster bench (issue 24): a read route (the public creator directory) and
// a money route (a tip, each request with its own Idempotency-Key, from fans whose balance covers every tip),
// then `npm run ledger -- check` on the cluster's database. autocannon, as the page bench uses.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { ROOT, DEMO_PASSWORD } from '../env.mjs';

const json = async (res) => (await res.text().then((t) => (t ? JSON.parse(t) : {}))) ?? {};

async function call(base, method, url, { token, body, key } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await json(res);
  if (res.status !== 200) throw new Error(`${method} ${url}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

export const login = async (base, username, password = DEMO_PASSWORD) =>
  (await call(base, 'POST', '/auth/login', { body: { username, password } })).token;

/** A new fan with a sandbox card and `dollars` in the wallet (top-ups of at most $300 each, the site's maximum). */
async function fanWithBalance(base, dollars) {
  const username = `bench${randomUUID().slice(0, 8)}`;
  await call(base, 'POST', '/auth/users/register', {
    body: {
      name: username,
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      firstName: 'Bench',
      lastName: 'Fan',
    },
  });
  const token = await login(base, username, 'secret-pass');
  const card = await call(base, 'POST', '/sandbox/cards', {
    token,
    body: { number: '4242 4242 4242 4242', holderName: 'Bench Fan', month: 12, year: 2030, cvc: '123' },
  });
  for (let left = dollars; left > 0; left -= 300)
    await call(base, 'POST', '/payment/wallet/top-up', {
      token,
      key: randomUUID(),
      body: { amount: Math.min(300, left), paymentGateway: 'sandbox', cardId: card._id },
    });
  return token;
}

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
  const creatorId = (await call(base, 'GET', '/performers/demo-creator'))._id;
  const read = await autocannon({
    url: `${base}/performers/user/search?limit=12`,
    connections,
    duration,
  });
  const tokens = await Promise.all(Array.from({ length: fans }, () => fanWithBalance(base, 1200)));
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
