// Rate windows every API process shares (issue 24): with REDIS_URL, @fastify/rate-limit counts in Redis, so
// twenty tries at the sign-in form are twenty whichever process answers them. The package's own Redis store
// wants ioredis; this one speaks to node-redis (`redis`, already the socket adapter's client). Fixed windows,
// as the in-memory store keeps them; our routes use neither `continueExceeding` nor `exponentialBackoff`.
// When Redis does not answer, the window is counted in this process instead, so a limit never turns into
// an error page nor into no limit at all.
import type { FastifyInstance } from 'fastify';

/** What the store needs of a node-redis client (a narrow face, so a test can hand in a fake). */
export interface RedisEval {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

interface RateState {
  current: number;
  ttl: number;
}
type Done = (err: Error | null, state: RateState) => void;

// One round trip: count, start the window on the first hit (or on a key that somehow lost its expiry).
const COUNT = `
local n = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if n == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {n, left}`;

const PEEK = `
local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then left = 0 end
return {tonumber(n), left}`;

function asState(reply: unknown): RateState {
  const [current, ttl] = reply as [number, number];
  return { current: Number(current), ttl: Number(ttl) };
}

/** A store class for @fastify/rate-limit's `store` option, counting under `prefix` in Redis. */
export function redisRateStore(redis: RedisEval, prefix = 'rate:') {
  // the fallback windows while Redis is unreachable, one map for every route of this process
  const local = new Map<string, { current: number; until: number }>();
  const countHere = (key: string, windowMs: number): RateState => {
    const now = Date.now();
    const seen = local.get(key);
    const state = seen && seen.until > now ? seen : { current: 0, until: now + windowMs };
    state.current += 1;
    local.set(key, state);
    if (local.size > 10_000) for (const [k, v] of local) if (v.until <= now) local.delete(k);
    return { current: state.current, ttl: state.until - now };
  };

  return class RedisRateStore {
    readonly scope: string;

    // The plugin hands its merged route options, with the route under `routeInfo` (its typings say
    // otherwise); each route counts in its own key space, as the in-memory store's children do.
    constructor(params?: object) {
      const route = (params as { routeInfo?: { method?: string; url?: string } } | undefined)?.routeInfo;
      this.scope = `${prefix}${route?.method ?? ''}${route?.url ?? ''}:`;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const id = this.scope + key;
      redis
        .eval(COUNT, { keys: [id], arguments: [String(timeWindow)] })
        .then((reply) => done(null, asState(reply)))
        .catch(() => done(null, countHere(id, timeWindow)));
    }

    read(key: string, done: Done): void {
      redis
        .eval(PEEK, { keys: [this.scope + key], arguments: [] })
        .then((reply) => done(null, asState(reply)))
        .catch(() => done(null, { current: 0, ttl: 0 }));
    }

    child(params: object) {
      return new RedisRateStore(params);
    }
  };
}

// the client of each app (keyed by its config, the one object every encapsulated instance shares)
const clients = new WeakMap<object, RedisEval>();

/**
 * The Redis connection rate windows use with REDIS_URL (send rates and the sandbox's charges waiting for a
 * confirmation too), or null on one process.
 */
export function rateRedis(app: FastifyInstance): RedisEval | null {
  return clients.get(app.config) ?? null;
}

/** The `store` option for @fastify/rate-limit: Redis with REDIS_URL (closed with the app), else the default. */
export async function sharedRateStore(app: FastifyInstance) {
  if (!app.config.redisUrl) return {};
  const { createClient } = await import('redis');
  // without the offline queue a request is counted here at once instead of waiting for a reconnect
  const client = createClient({ url: app.config.redisUrl, disableOfflineQueue: true });
  // a lost connection reconnects by itself; meanwhile the windows are counted in this process
  client.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit redis'));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.quit().catch(() => undefined);
  });
  const redis = client as unknown as RedisEval;
  clients.set(app.config, redis);
  return { store: redisRateStore(redis) };
}
