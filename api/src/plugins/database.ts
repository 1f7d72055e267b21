// Opens SQLite, applies migrations, ensures setting defaults, and exposes db + repositories + mailer.
import type { FastifyPluginAsync } from 'fastify';
import { sqliteDataDir, sqliteQueryDb } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { globalPlugin } from '../lib/global-plugin';
import { createMailer } from '../services/mailer';
import { createRepositories } from '../repositories';

const databasePlugin: FastifyPluginAsync = async (app) => {
  const db = openDatabase(sqliteDataDir(app.config, 'The API server'));
  runMigrations(db);
  // the query layer over the same connection: converted repositories and the rest share one transaction state
  const query = sqliteQueryDb(db);
  const repos = createRepositories(db, query);
  await repos.settings.ensureDefaults(app.now().toISOString());
  app.decorate('db', db);
  app.decorate('queryDb', query);
  app.decorate('repos', repos);
  app.decorate(
    'mailer',
    createMailer({ dataDir: app.config.dataDir, outbox: repos.outbox, log: app.log, now: app.now }),
  );
  // Closed last (onClose runs after the server stopped accepting requests).
  app.addHook('onClose', async () => {
    await query.close();
  });
};

export default globalPlugin(databasePlugin, 'database');
