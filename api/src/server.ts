// Entry point: `node --import tsx api/src/server.ts`. Creates, migrates and seeds DATA_DIR on first start.
import { buildApp } from './app';
import { startSfuProcess } from './live/sfu-process';
import { formatDemoAccounts, seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const app = await buildApp({ logger: true });
  const seeded = await seedIfEmpty(app);
  if (seeded) console.info(formatDemoAccounts(seeded));
  // The built-in SFU runs as its own process (SFU_URL=off: none; URLs: SFUs run elsewhere).
  if (app.config.sfuUrl === 'auto') {
    if (app.config.redisUrl)
      app.log.warn(
        'SFU_URL=auto with REDIS_URL: every API process starts an SFU of its own, so a creator and a viewer on two processes do not meet; list shared SFUs in SFU_URL (README "Running at scale" → "Live media")',
      );
    const sfu = await startSfuProcess(app.config, app.log);
    app.liveMedia.attachSfu(sfu.endpoint);
    app.addHook('onClose', async () => sfu.stop());
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // preClose drops sockets, close() stops HTTP, onClose closes SQLite.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: app.config.port, host: app.config.host });
  app.log.info(`API listening on ${app.config.apiPublicUrl} (data in ${app.config.dataDir})`);
}

main().catch((err: unknown) => {
  console.error('API failed to start:', err);
  process.exit(1);
});
