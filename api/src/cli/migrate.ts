// npm run db:migrate — applies pending migrations to DATABASE_URL's PostgreSQL when set, else DATA_DIR/app.sqlite.
import { loadConfig } from '../config';
import { openQueryDb } from '../db/connect';
import { migrate } from '../db/migrate';
import { SettingsRepository } from '../repositories/settings';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openQueryDb(config);
  try {
    const applied = await migrate(db);
    await new SettingsRepository(db.kysely, db.sql).ensureDefaults(new Date().toISOString());
    console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await db.close();
  }
}

void main();
