// Process memory belongs to the API server, not to one Fastify instance: every route plugin is its own
// (encapsulated) instance, and a limit or a presence sample kept per instance was split between a route and
// a socket handler of the same server. Both instances here share the server's decorations, as plugins do.
import type { FastifyInstance } from 'fastify';
import { appMemory } from '@api/lib/app-memory';
import { SendRateError, assertSendRate } from '@api/services/send-rate';
import { makeApp, type TestApp } from './helpers/app';

describe('process memory is one per API server', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await makeApp({ config: { messageRateMax: 2, messageRateWindowMs: 60_000 } });
    other = await makeApp({ config: { messageRateMax: 2, messageRateWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  /** What a route plugin sees: its own instance object, carrying the server's decorations. */
  const pluginOf = (app: FastifyInstance) => Object.create(app) as FastifyInstance;

  test('a route plugin and a socket handler of one server share it; two servers do not', () => {
    const store = new WeakMap<object, string[]>();
    const seen = appMemory(store, t.app, () => []);
    seen.push('x');
    expect(appMemory(store, pluginOf(t.app), () => [])).toBe(seen);
    expect(appMemory(store, other.app, () => [])).not.toBe(seen);
  });

  test('a send limit counts the sends of every instance of the server', () => {
    assertSendRate(t.app, 'message', 'sender-1');
    assertSendRate(pluginOf(t.app), 'message', 'sender-1');
    expect(() => assertSendRate(pluginOf(t.app), 'message', 'sender-1')).toThrow(SendRateError);
    expect(() => assertSendRate(other.app, 'message', 'sender-1')).not.toThrow();
  });
});
