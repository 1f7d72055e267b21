// The wire contract's guard, on in tests and e2e runs (config.checkResponses): every JSON answer Fastify
// serialises with its route's response schema must say exactly what JSON.stringify says of the same payload.
// fast-json-stringify drops properties a schema does not declare and coerces types (null becomes "" or 0, a
// float in an integer field is truncated), so a schema that forgot a field would silently remove it from the
// answer; here it becomes a 500 that names the route and the first difference.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';

/** The first place where two parsed JSON values differ ('' when equal); object key order does not matter. */
export function jsonDifference(expected: unknown, actual: unknown, at = '$'): string {
  if (Object.is(expected, actual)) return '';
  if (typeof expected !== 'object' || typeof actual !== 'object' || expected === null || actual === null)
    return `${at}: ${JSON.stringify(expected)} became ${JSON.stringify(actual)}`;
  if (Array.isArray(expected) !== Array.isArray(actual)) return `${at}: an array and an object`;
  if (Array.isArray(expected)) {
    const list = actual as unknown[];
    if (expected.length !== list.length) return `${at}: ${expected.length} items became ${list.length}`;
    for (const [i, item] of expected.entries()) {
      const found = jsonDifference(item, list[i], `${at}[${i}]`);
      if (found) return found;
    }
    return '';
  }
  const want = expected as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  for (const key of Object.keys(want)) {
    if (!Object.hasOwn(got, key)) return `${at}.${key} is missing (not in the schema?)`;
    const found = jsonDifference(want[key], got[key], `${at}.${key}`);
    if (found) return found;
  }
  const extra = Object.keys(got).find((key) => !Object.hasOwn(want, key));
  return extra ? `${at}.${extra} was added` : '';
}

const responseCheckPlugin: FastifyPluginAsync = async (app) => {
  if (!app.config.checkResponses) return;
  const plain = new WeakMap<FastifyRequest, string>();

  // Last preSerialization hook of the app: sees the payload exactly as the serializer will.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    plain.set(request, JSON.stringify(payload));
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const expected = plain.get(request);
    plain.delete(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    const difference = jsonDifference(JSON.parse(expected), JSON.parse(payload));
    if (!difference) return payload;
    const message = `Response schema of ${request.method} ${request.routeOptions.url} (${reply.statusCode}) changes the answer: ${difference}`;
    console.error(message);
    reply.code(500);
    return JSON.stringify({ statusCode: 500, message, error: 'Internal Server Error' });
  });
};

export default globalPlugin(responseCheckPlugin, 'response-check');
