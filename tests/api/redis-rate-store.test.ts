// The Redis rate store (issue 24) without a server: each route counts in its own keys, and a Redis that does
// not answer falls back to a window in this process rather than to no limit or an error.
import { redisRateStore, type RedisEval } from '../../api/src/lib/redis-rate-store';

type State = { current: number; ttl: number };
const incr = (
  store: { incr: (k: string, d: (e: Error | null, s: State) => void, w: number) => void },
  key: string,
) =>
  new Promise<State>((resolve, reject) =>
    store.incr(key, (err, s) => (err ? reject(err) : resolve(s)), 60_000),
  );

test('keys carry the route; replies become { current, ttl }', async () => {
  const seen: string[] = [];
  const redis: RedisEval = {
    eval: async (_script, { keys }) => {
      seen.push(keys[0]);
      return [3, 1234];
    },
  };
  const Store = redisRateStore(redis, 'p:');
  const route = new Store({}).child({ routeInfo: { method: 'POST', url: '/auth/login' } });
  expect(await incr(route, '1.2.3.4')).toEqual({ current: 3, ttl: 1234 });
  expect(seen).toEqual(['p:POST/auth/login:1.2.3.4']);
});

test('an unreachable Redis counts the window in this process', async () => {
  const Store = redisRateStore({ eval: () => Promise.reject(new Error('down')) });
  const store = new Store({});
  expect((await incr(store, 'k')).current).toBe(1);
  expect((await incr(store, 'k')).current).toBe(2);
  const other = await incr(store, 'other');
  expect(other.current).toBe(1);
  expect(other.ttl).toBeGreaterThan(59_000);
});
