// app.jobs (jobs/jobs.ts): the registry of background work on BullMQ with REDIS_URL, in process without.
// Plugins registered after this one attach their handlers; the jobs start once the app is ready and stop
// before the database closes (onClose hooks run in reverse order of registration).
import type { FastifyPluginAsync } from 'fastify';
import { BullEngine } from '../jobs/bullmq';
import { EmbeddedEngine } from '../jobs/embedded';
import { Jobs } from '../jobs/jobs';
import { globalPlugin } from '../lib/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: handle(name, fn), add(name, data), run(name), idle(name). */
    jobs: Jobs;
  }
}

const jobsPlugin: FastifyPluginAsync = async (app) => {
  const report = (name: string, err: unknown) => app.log.error({ err, job: name }, 'job failed');
  const engine = app.config.redisUrl
    ? new BullEngine({ redisUrl: app.config.redisUrl, lockMs: app.config.jobLockMs, report })
    : new EmbeddedEngine(report);
  const jobs = new Jobs(app, engine);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.close());
};

export default globalPlugin(jobsPlugin, 'jobs');
