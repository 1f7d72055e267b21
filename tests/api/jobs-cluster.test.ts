// Issue 24, jobs: three whole apps on one database and one Redis (REDIS_URL: BullMQ), as three API processes
// behind a load balancer. A due renewal is charged once by the scheduled sweep, and an uploaded video answers
// at once and is processed by one worker of the three. (CI installs redis-server; elsewhere: skipped.)
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@api/app';
import { storeMedia } from '@api/services/media-store';
import { makeApp, type TestApp } from './helpers/app';
import { SEED_CLIP, userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';
import { hasRedis, later, startRedis, until, type ThrowawayRedis } from './helpers/throwaway-redis';

jest.setTimeout(120_000);

const maybe = hasRedis ? describe : describe.skip;
if (!hasRedis) console.warn('redis-server not installed: the three-app job tests are skipped');

const DAY = 24 * 60 * 60 * 1000;
const LOCK_MS = 1000;

maybe('three apps on one database and one Redis', () => {
  let redis: ThrowawayRedis;
  let redisUrl = '';
  let t: TestApp;
  let apps: FastifyInstance[] = [];
  let clock = Date.now();
  const now = () => new Date(clock);
  const config = () => ({ redisUrl, renewalSweepMs: 250, jobLockMs: LOCK_MS, authRateLimitMax: 1000 });

  beforeAll(async () => {
    redis = await startRedis();
    redisUrl = redis.url;
    t = await makeApp({ now, config: config() });
    apps = [t.app];
    // each app is listed before it is made ready, so one that fails to start is still closed before Redis stops
    await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          dataDir: t.dataDir,
          seed: false,
          now,
          env: {},
          config: { ...config(), databaseUrl: t.databaseUrl },
        });
        apps.push(app);
        await app.ready();
      }),
    );
  });
  afterAll(async () => {
    await Promise.allSettled(apps.slice(1).map((app) => app.close()));
    await t?.close();
    await redis.stop();
  });

  test('a renewal due once is charged once by the scheduled sweep', async () => {
    expect(apps.every((app) => app.jobs.engine.kind === 'bullmq')).toBe(true);
    const m = money(t.app);
    const creatorId = await userId(t.app, 'demo-creator');
    const fan = await newFan(t.app, 'clusterfan');
    const cardId = await m.addCard(fan.token);
    const paid = await m.post(
      '/payment/subscribe/performers',
      fan.token,
      { type: 'monthly', performerId: creatorId, paymentGateway: 'sandbox', cardId },
      'cluster-sub-1',
    );
    expect(paid.json().data.status).toBe('success');
    const token = (await t.app.repos.paymentCards.find(cardId))!.token;
    const spies = apps.map((app) => jest.spyOn(app.paymentGateway, 'charge'));
    const fanCharges = () =>
      spies.flatMap((spy) => spy.mock.calls).filter(([request]) => request.card.token === token).length;
    const sub = async () => (await t.app.repos.subscriptions.find(fan.id, creatorId))!;
    const expiry = Date.parse((await sub()).expiredAt);
    clock += 31 * DAY;
    try {
      await until(async () => Date.parse((await sub()).expiredAt) > expiry, 20_000, 'the renewal');
      // a dozen more ticks: nothing is charged again
      await later(3000);
      expect(fanCharges()).toBe(1);
      expect(Date.parse((await sub()).expiredAt) - expiry).toBe(30 * DAY);
      expect((await m.get('/payment/transactions/user/search', fan.token)).json().data.total).toBe(2);
      expect(await m.ledgerOk()).toMatchObject({ ok: true });
    } finally {
      clock -= 31 * DAY;
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  test('an upload returns at once and one worker of the three processes it', async () => {
    const settled: number[] = [];
    apps.forEach((app, i) => app.media.onSettled(() => settled.push(i)));
    const owner = await userId(t.app, 'demo-creator');
    const file = await storeMedia(t.app, { buffer: SEED_CLIP, filename: 'clip.mp4' }, 'feed-video', owner);
    expect(file.status).toBe('processing');
    await until(
      async () => (await t.app.repos.files.findMedia(file.id))!.status !== 'processing',
      30_000,
      'processing',
    );
    await t.app.media.idle();
    expect((await t.app.repos.files.findMedia(file.id))!.status).toBe('finished');
    await later(500);
    expect(settled).toHaveLength(1);
  });
});
