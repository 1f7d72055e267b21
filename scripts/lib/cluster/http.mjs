// One client of the cluster's API over HTTP, shared by the cluster bench (bench-api.mjs) and the cluster test
// (tests/cluster/helpers.ts, through http.d.mts): a request's answer, a sign-in, a fan with a card and money.
// No import.meta and no top-level await: jest loads this file through its transform.
import { randomUUID } from 'node:crypto';

/** The API answers JSON; nginx's own error pages (a 502 when a process is gone) are HTML: their text. */
function parsed(text) {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/**
 * One request. A connection the server dropped or refused (its process was killed) or that timed out answers
 * status 0, so a caller can retry it as a careful client would.
 */
export async function call(base, method, url, { token, body, key, timeoutMs = 20_000 } = {}) {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, body: parsed(text), upstream: res.headers.get('x-upstream') ?? '' };
  } catch {
    return { status: 0, body: {}, upstream: '' };
  }
}

/** A request that must answer 200: its `data`, else an error naming the route, the status and the answer. */
export async function dataOf(base, method, url, options) {
  const answer = await call(base, method, url, options);
  if (answer.status !== 200)
    throw new Error(`${method} ${url}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const login = async (base, username, password = 'demo-password') =>
  (await dataOf(base, 'POST', '/auth/login', { body: { username, password } })).token;

/** The site's largest single top-up, in dollars: more is topped up in several. */
const TOP_UP_MAX = 300;

/** A new fan with a sandbox card and `dollars` in the wallet. */
export async function fanWithBalance(base, dollars, prefix = 'cl') {
  const username = `${prefix}${randomUUID().slice(0, 8)}`;
  await dataOf(base, 'POST', '/auth/users/register', {
    body: {
      name: username,
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      firstName: 'Cluster',
      lastName: 'Fan',
    },
  });
  const token = await login(base, username, 'secret-pass');
  const card = await dataOf(base, 'POST', '/sandbox/cards', {
    token,
    body: { number: '4242 4242 4242 4242', holderName: 'Cluster Fan', month: 12, year: 2030, cvc: '123' },
  });
  for (let left = dollars; left > 0; left -= TOP_UP_MAX)
    await dataOf(base, 'POST', '/payment/wallet/top-up', {
      token,
      key: randomUUID(),
      body: { amount: Math.min(TOP_UP_MAX, left), paymentGateway: 'sandbox', cardId: card._id },
    });
  return { username, token, cardId: card._id };
}
