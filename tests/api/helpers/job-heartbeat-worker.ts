// A worker process for jobs-redis.test.ts's Redis restart: it ticks a periodic job, runs `steady` jobs (printing `ran <key>`) and
// prints `beat` every 100 ms from a timer, so the test sees whether its event loop still turns while Redis is
// away (a worker that retries in a loop of promises starves every timer: the beats stop).
import { BullEngine } from '../../../api/src/jobs/bullmq';

const engine = new BullEngine({
  redisUrl: process.env.REDIS_URL ?? '',
  lockMs: Number(process.env.JOB_LOCK_MS),
  report: () => undefined,
});
setInterval(() => process.stdout.write('beat\n'), 100);
// a periodic job too, as every API process has (its scheduler keeps a delayed job in Redis)
void engine.schedule('steady-tick', 200, async () => undefined);
void engine.consume(
  'steady',
  { kind: 'queued', attempts: 3, backoffMs: 100, label: 'steady' },
  1,
  async (data) => {
    process.stdout.write(`ran ${(data as { key: string }).key}\n`);
  },
);
