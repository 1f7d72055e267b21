// Opens the database (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL), applies migrations, ensures setting
// defaults, and exposes db + repositories + mailer.
import type { FastifyPluginAsync } from 'fastify';
import { openAppDb } from '../db/sql-db';
import { globalPlugin } from '../lib/global-plugin';
import { createMailer } from '../services/mailer';
import { createRepositories } from '../repositories';

const databasePlugin: FastifyPluginAsync = async (app) => {
  const db = await openAppDb(app.config);
  const repos = createRepositories(db);
  await repos.settings.ensureDefaults(app.now().toISOString());
  app.decorate('db', db);
  app.decorate('queryDb', db.query);
  app.decorate('repos', repos);
  app.decorate(
    'mailer',
    createMailer({ dataDir: app.config.dataDir, outbox: repos.outbox, log: app.log, now: app.now }),
  );
  // Closed last (onClose runs after the server stopped accepting requests).
  app.addHook('onClose', async () => {
    await db.close();
  });
};

export default globalPlugin(databasePlugin, 'database');
