// A background sweep on a timer: never two runs at once, errors logged, stopped when the app closes.
import type { FastifyInstance } from 'fastify';

/** Runs `task` every `ms` (0 = never: tests call the task themselves). */
export function runEvery(app: FastifyInstance, ms: number, label: string, task: () => Promise<void>): void {
  if (!ms) return;
  let running = false;
  const timer = setInterval(() => {
    if (running || !app.db.open) return;
    running = true;
    task()
      .catch((err: unknown) => app.log.error({ err }, `${label} failed`))
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
