// Issue 21 item 3, one wire contract: every route declares its answers (the success envelope and the error
// body), Fastify serialises with them, a difference from JSON.stringify fails the answer in tests
// (plugins/response-check), and the OpenAPI 3.1 document generated from the same schemas lists every route.
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { jsonDifference } from '@api/plugins/response-check';
import type { CatalogedRoute } from '@api/plugins/strict-input';
import { responses } from '@api/schemas/common';
import { makeApp, type TestApp } from './helpers/app';

/** Routes that do not declare a success answer and the error body for every 4xx and 5xx. */
function routesWithoutAnswers(catalog: CatalogedRoute[]): string[] {
  return catalog
    .filter((route) => {
      const answers = Object.keys(route.schema?.response ?? {});
      const success = answers.some((status) => /^[23]\d\d$/.test(status));
      return !success || !answers.includes('4xx') || !answers.includes('5xx');
    })
    .map((route) => `${route.method} ${route.url}`);
}

/** `/performers/:id` → `/performers/{id}` (also `/flags/:code.svg` → `/flags/{code}.svg`). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

type Json = Record<string, unknown>;
interface Operation {
  description?: string;
  tags?: string[];
  security?: Json[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Json }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

describe('the wire contract', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let doc: Json & { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await makeApp({
      // a route that forgets a field of its answer: the guard must turn its answer into a 500
      beforeReady: (a) =>
        a.get(
          '/test/forgetful',
          { schema: { response: responses(Type.Object({ kept: Type.String() })) } },
          async () => ({ status: 0, data: { kept: 'yes', forgotten: 'no' } }),
        ),
    });
    app = t.app;
    const res = await app.inject({ url: '/documentation/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  const catalog = () => app.routeCatalog.filter((r) => !r.url.startsWith('/test/'));

  test('every route of the catalogue declares its success answer and the error body', () => {
    expect(catalog().length).toBeGreaterThan(190);
    expect(routesWithoutAnswers(catalog())).toEqual([]);
  });

  test('the check finds a route without an answer schema', () => {
    const bare: CatalogedRoute = { method: 'GET', url: '/bare', schema: { querystring: {} } };
    const errorsOnly: CatalogedRoute = { method: 'GET', url: '/errors', schema: { response: { '4xx': {} } } };
    expect(routesWithoutAnswers([bare, errorsOnly, ...catalog()])).toEqual(['GET /bare', 'GET /errors']);
  });

  test('an answer its schema would change is a 500 naming the route and the field', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.inject({ url: '/test/forgetful' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /test/forgetful'));
    logged.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('GET /test/forgetful');
    expect(res.json().message).toContain('$.data.forgotten');
  });

  test('the comparison sees dropped, added, coerced and reordered values', () => {
    expect(jsonDifference({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe('');
    expect(jsonDifference({ a: 1, b: 2 }, { a: 1 })).toContain('$.b is missing');
    expect(jsonDifference({ a: 1 }, { a: 1, b: 2 })).toContain('$.b was added');
    expect(jsonDifference({ a: null }, { a: '' })).toContain('$.a: null became ""');
    expect(jsonDifference({ a: [1.5] }, { a: [1] })).toContain('$.a[0]: 1.5 became 1');
    expect(jsonDifference([1, 2], [1])).toContain('2 items became 1');
  });

  describe('the OpenAPI document', () => {
    const operations = () =>
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ path, method, op })),
      );

    test('is an OpenAPI 3.1 document with the API described and its token scheme', () => {
      expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
      const info = doc.info as Json;
      expect(typeof info.title).toBe('string');
      expect(typeof info.version).toBe('string');
      const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
      expect(schemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    });

    test('lists every route of the catalogue, and nothing else', () => {
      const listed = operations()
        .filter(({ path }) => !path.startsWith('/test/'))
        .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
      const routes = catalog().map((r) => `${r.method} ${openApiPath(r.url)}`);
      expect([...listed].sort()).toEqual([...routes].sort());
    });

    test('every operation is well formed: tag, answers, security, path parameters', () => {
      const problems: string[] = [];
      const schemes = Object.keys(((doc.components as Json).securitySchemes as Json) ?? {});
      for (const { path, method, op } of operations()) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method))
          problems.push(`${where}: not an HTTP method`);
        if (!op.tags?.length) problems.push(`${where}: no tag`);
        const statuses = Object.keys(op.responses ?? {});
        if (!statuses.some((s) => /^[23]\d\d$/.test(s))) problems.push(`${where}: no success answer`);
        if (!statuses.includes('4XX') || !statuses.includes('5XX')) problems.push(`${where}: no error body`);
        for (const status of statuses)
          if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${where}: response key ${status}`);
        for (const answer of Object.values(op.responses))
          if (typeof answer.description !== 'string')
            problems.push(`${where}: an answer without description`);
        for (const requirement of op.security ?? [])
          for (const name of Object.keys(requirement))
            if (!schemes.includes(name)) problems.push(`${where}: unknown security scheme ${name}`);
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
        for (const name of templated)
          if (!inPath.some((p) => p.name === name && p.required === true))
            problems.push(`${where}: path parameter ${name} not declared as required`);
        for (const p of inPath)
          if (!templated.includes(p.name)) problems.push(`${where}: parameter ${p.name} is not in the path`);
        const keys = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
        if (new Set(keys).size !== keys.length) problems.push(`${where}: a parameter twice`);
      }
      expect(problems).toEqual([]);
    });

    test('every schema in it is a valid JSON Schema 2020-12 (the dialect of OpenAPI 3.1)', () => {
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      const problems: string[] = [];
      const check = (where: string, schema: Json | undefined) => {
        if (!schema) return;
        try {
          ajv.compile(schema);
        } catch (err) {
          problems.push(`${where}: ${(err as Error).message}`);
        }
      };
      for (const { path, method, op } of operations()) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) check(`${where} ${p.in} ${p.name}`, p.schema);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          check(`${where} body ${type}`, media.schema);
        for (const [status, answer] of Object.entries(op.responses))
          for (const [type, media] of Object.entries(answer.content ?? {}))
            check(`${where} ${status} ${type}`, media.schema);
      }
      expect(problems).toEqual([]);
    });

    test('says who may call a route and which routes honour an Idempotency-Key', () => {
      const op = (method: string, path: string) => doc.paths[path][method];
      // signed in only; the profile is public and reads the token when sent
      expect(op('get', '/users/me').security).toEqual([{ token: [] }]);
      expect(op('get', '/performers/{id}').security).toEqual([{}, { token: [] }]);
      expect(op('post', '/wallet/charges/tip/{performerId}').description).toMatch(/Fans only/);
      expect(op('get', '/performer/feeds').description).toMatch(/Creators only/);
      const idempotencyKey = (o: Operation) =>
        (o.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key');
      for (const [method, path] of [
        ['post', '/payment/wallet/top-up'],
        ['post', '/wallet/charges/tip/{performerId}'],
        ['post', '/performer/feeds'],
        ['post', '/comments'],
      ])
        expect(`${path} ${idempotencyKey(op(method, path))}`).toBe(`${path} true`);
      expect(idempotencyKey(op('get', '/users/me'))).toBe(false);
      expect(op('get', '/users/me').tags).toEqual(['users']);
      expect(op('post', '/wallet/charges/stream/{id}').tags).toEqual(['streaming']);
    });

    test('is browsable at /documentation', async () => {
      const page = await app.inject({ url: '/documentation' });
      const html =
        page.statusCode === 302 ? await app.inject({ url: page.headers.location as string }) : page;
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('swagger');
    });
  });
});
