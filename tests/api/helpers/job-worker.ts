// A worker process for jobs-redis.test.ts: takes `slow` jobs from BullMQ and never finishes them, so the test
// can SIGKILL it mid-job and watch another worker take the job over.
import { BullEngine } from '../../../api/src/jobs/bullmq';

const engine = new BullEngine({
  redisUrl: process.env.REDIS_URL ?? '',
  lockMs: Number(process.env.JOB_LOCK_MS),
  report: () => undefined,
});
void engine.consume(
  'slow',
  { kind: 'queued', attempts: 3, backoffMs: 100, label: 'slow' },
  1,
  async (_data, info) => {
    process.stdout.write(`started ${info.attempt}\n`);
    await new Promise(() => undefined);
  },
);
