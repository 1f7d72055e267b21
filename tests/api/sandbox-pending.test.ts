// The sandbox gateway's charges waiting for the payer's confirmation (the 3-D Secure test card) are the
// gateway's own state, which every API process must see as one (issue 24): with REDIS_URL a charge made by
// one process is confirmed through another, once; on one process they live in its memory, and a Redis that
// does not answer leaves them there. (CI installs redis-server; elsewhere the Redis half is skipped.)
import { createClient } from 'redis';
import type { RedisEval } from '@api/lib/redis-rate-store';
import { SandboxGateway } from '@api/payments/sandbox';
import { hasRedis, startRedis, type ThrowawayRedis } from './helpers/throwaway-redis';

const card = { token: 'sandbox_requires_confirmation' };
const charge = (gateway: SandboxGateway) => gateway.charge({ card });
const NOT_PENDING = {
  status: 'declined',
  message: 'This payment can no longer be confirmed.',
};

test('on one process: confirmed once by the process that charged, never by another', async () => {
  const here = new SandboxGateway();
  const other = new SandboxGateway();
  const first = await charge(here);
  expect(first.status).toBe('requires_action');
  expect(await other.confirm(first.reference, true)).toMatchObject(NOT_PENDING);
  expect(await here.confirm(first.reference, true)).toEqual({
    status: 'succeeded',
    reference: first.reference,
  });
  expect(await here.confirm(first.reference, true)).toMatchObject(NOT_PENDING);
});

test('a Redis that does not answer: the charge waits in the process that made it', async () => {
  const down: RedisEval = { eval: () => Promise.reject(new Error('connection refused')) };
  const gateway = new SandboxGateway(() => down);
  const { reference } = await charge(gateway);
  expect(await gateway.confirm(reference, false)).toMatchObject({ message: 'The payment was cancelled.' });
  expect(await gateway.confirm(reference, true)).toMatchObject(NOT_PENDING);
});

(hasRedis ? describe : describe.skip)('with REDIS_URL', () => {
  let redis: ThrowawayRedis;
  const clients: { quit: () => Promise<unknown> }[] = [];
  /** one API process's gateway, with its own connection as each process has */
  const processGateway = async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    clients.push(client);
    return new SandboxGateway(() => client as unknown as RedisEval);
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) await client.quit();
    await redis?.stop();
  });

  test('a charge made by one process is confirmed through another, once', async () => {
    const [a, b, c] = [await processGateway(), await processGateway(), await processGateway()];
    const { reference } = await charge(a);
    // three confirmations at once, one per process: one succeeds
    const answers = await Promise.all([b, c, a].map((g) => g.confirm(reference, true)));
    expect(answers.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(answers.filter((r) => r.status === 'declined')).toHaveLength(2);
    // a cancellation through another process is honoured too
    const second = await charge(b);
    expect(await c.confirm(second.reference, false)).toMatchObject({ message: 'The payment was cancelled.' });
    expect(await a.confirm(second.reference, true)).toMatchObject(NOT_PENDING);
  });
});
