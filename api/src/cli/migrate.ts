// npm run db:migrate — applies pending migrations to DATA_DIR/app.sqlite.
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { SettingsRepository } from '../repositories/settings';

const config = loadConfig();
const db = openDatabase(config.dataDir);
const applied = runMigrations(db);
new SettingsRepository(db).ensureDefaults(new Date().toISOString());
db.close();
console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
