// Opens SQLite, applies migrations, ensures setting defaults, and exposes db + repositories + mailer.
import type { FastifyPluginAsync } from 'fastify';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { globalPlugin } from '../lib/global-plugin';
import { createMailer } from '../services/mailer';
import { createRepositories } from '../repositories';

const databasePlugin: FastifyPluginAsync = async (app) => {
  const db = openDatabase(app.config.dataDir);
  runMigrations(db);
  const repos = createRepositories(db);
  repos.settings.ensureDefaults(app.now().toISOString());
  app.decorate('db', db);
  app.decorate('repos', repos);
  app.decorate(
    'mailer',
    createMailer({ dataDir: app.config.dataDir, outbox: repos.outbox, log: app.log, now: app.now }),
  );
  // Closed last (onClose runs after the server stopped accepting requests).
  app.addHook('onClose', async () => {
    db.close();
  });
};

export default globalPlugin(databasePlugin, 'database');
