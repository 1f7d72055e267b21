// Route-wide fuzz: every route of the API, as a visitor, a fan and a creator, gets hostile query strings and
// bodies (non-finite numbers, loose numbers, wrong types, prototype keys, malformed JSON and multipart, bodies
// nested thousands deep sent with an Idempotency-Key) and prototype names (constructor, __proto__, toString) in
// every path parameter and query. None may answer 5xx, and every error keeps the contract's
// {statusCode, message, error} shape.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { issueToken } from '@api/services/sessions';
import { makeApp, multipart, type TestApp } from './helpers/app';

const HOSTILE_QUERIES = [
  'limit=Infinity&offset=1e309',
  'limit=-1e309&offset=-Infinity',
  'limit=NaN&offset=0x10',
  'limit=1.5&offset=%20',
  'q[$gt]=&q[]=a&sort=__proto__&sortBy=constructor',
  `q=${'%00'.repeat(50)}&id=../../etc/passwd`,
  "q=' OR 1=1 --&type=<script>&status=\u202e&price=1e309&fromDate=not-a-date&toDate=9999999",
  `q=${'x'.repeat(5000)}`,
  'constructor=1&__proto__=1&toString=1&hasOwnProperty=1&valueOf=x',
  'type=constructor&kind=__proto__&status=toString&sortBy=hasOwnProperty&position=valueOf&target=__proto__',
];

/** Path parameter values that name members of Object.prototype. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

const HOSTILE_JSON: string[] = [
  '{}',
  '[]',
  'null',
  '"text"',
  '{',
  '{"price":1e309,"amount":-1e309,"limit":1e309,"stock":1e309}',
  '{"price":"Infinity","amount":"1e309","stock":"0x10","duration":"NaN"}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '{"username":{"$ne":null},"password":[],"email":123,"title":{"a":1},"text":null}',
  `{"text":"${'x'.repeat(100_000)}"}`,
  // Deeply nested bodies: in known and unknown fields, objects and arrays (once a 500 in the key hashing).
  nested(20_000),
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"price":${nested(5000)},"amount":${nested(5000)},"text":${nested(5000)},"fileIds":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `{"title":"x","price":1,"isSale":true,"zz":${nested(40)}}`,
];

async function hostileMultipart(): Promise<{ payload: Buffer | string; headers: Record<string, string> }[]> {
  const full = multipart([
    { name: 'title', value: 'x' },
    { name: 'price', value: '0x10' },
    { name: 'stock', value: '1.5' },
    { name: 'duration', value: 'Infinity' },
    {
      name: 'file',
      filename: '../../evil.php',
      contentType: 'image/jpeg',
      data: Buffer.from('<?php echo 1;'),
    },
  ]);
  const truncated = {
    payload: full.payload.subarray(0, Math.floor(full.payload.length / 2)),
    headers: full.headers,
  };
  return [
    full,
    truncated,
    { payload: full.payload, headers: { 'content-type': 'multipart/form-data' } },
    { payload: '{"title":"json sent as multipart"}', headers: full.headers },
    { payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  ];
}

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    /(id|Id)$/.test(name) ? '5f0000000000000000000001' : 'demo-creator',
  );
}

describe('route-wide fuzz', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const failures: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    t = await makeApp();
    app = t.app;
  });
  afterAll(() => t.close());

  async function send(options: InjectOptions, label: string) {
    requests += 1;
    // A fresh Idempotency-Key each time: routes that honour it fingerprint every body they get.
    const res = await app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), 'idempotency-key': `fuzz-${requests}` },
    });
    if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
    else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
      const body = res.json() as { statusCode?: unknown; message?: unknown; error?: unknown };
      if (body.statusCode !== res.statusCode || !body.message || !body.error)
        failures.push(`shape ${label}: ${res.body.slice(0, 200)}`);
    }
  }

  it('answers no 5xx to hostile input on any route, for any caller', async () => {
    const users = await Promise.all(
      ['demo-fan', 'demo-creator'].map(async (username) => (await app.repos.users.findByLogin(username))!),
    );
    const routes = app.routeCatalog.filter((r) => !r.url.startsWith('/socket.io'));
    expect(routes.length).toBeGreaterThan(80);
    const forms = await hostileMultipart();
    for (const route of routes) {
      const url = concreteUrl(route.url);
      // A fresh session per route: a logout or account change must not blind the rest of the run.
      const callers: (string | null)[] = [
        null,
        ...(await Promise.all(users.map(async (u) => (await issueToken(app, u, false)).token))),
      ];
      for (const token of callers) {
        const headers: Record<string, string> = token ? { authorization: token } : {};
        const who = token ? 'signed in' : 'visitor';
        for (const name of route.url.includes(':') ? PROTOTYPE_NAMES : []) {
          const protoUrl = route.url.replace(/:(\w+)/g, name);
          await send(
            { method: route.method as InjectOptions['method'], url: protoUrl, headers },
            `${route.method} ${protoUrl} (${who})`,
          );
        }
        for (const query of HOSTILE_QUERIES) {
          await send(
            { method: route.method as InjectOptions['method'], url: `${url}?${query}`, headers },
            `${route.method} ${route.url}?${query.slice(0, 40)} (${who})`,
          );
        }
        if (route.method === 'GET' || route.method === 'DELETE') continue;
        for (const payload of HOSTILE_JSON) {
          await send(
            {
              method: route.method as InjectOptions['method'],
              url,
              payload,
              headers: { ...headers, 'content-type': 'application/json' },
            },
            `${route.method} ${route.url} json ${payload.slice(0, 40)} (${who})`,
          );
        }
        for (const [i, form] of forms.entries()) {
          await send(
            {
              method: route.method as InjectOptions['method'],
              url,
              payload: form.payload,
              headers: { ...headers, ...form.headers },
            },
            `${route.method} ${route.url} multipart #${i} (${who})`,
          );
        }
      }
    }
    console.info(`fuzz: ${routes.length} routes, ${requests} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 300_000);
});
