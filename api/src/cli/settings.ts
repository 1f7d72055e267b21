// npm run settings -- list | get KEY | set KEY VALUE   (VALUE parsed as JSON when possible)
// On DATABASE_URL's PostgreSQL when set, else on DATA_DIR's SQLite.
import { loadConfig } from '../config';
import { openQueryDb, type DbPlace } from '../db/connect';
import { migrate } from '../db/migrate';
import { SettingsRepository } from '../repositories/settings';
import { settingChangeProblem, updateSetting } from '../services/site-settings';

export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function runSettingsCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  databaseUrl = '',
): Promise<number> {
  const db = openQueryDb(typeof where === 'string' ? { dataDir: where, databaseUrl } : where);
  try {
    await migrate(db);
    const repo = new SettingsRepository(db.kysely, db.sql);
    await repo.ensureDefaults(new Date().toISOString());
    const [command, key, ...rest] = args;
    if (command === 'list') {
      for (const e of await repo.list())
        out(`${e.key}${e.public ? '' : ' (private)'} = ${JSON.stringify(e.value)}`);
      return 0;
    }
    if (command === 'get' && key) {
      out(JSON.stringify((await repo.get(key)) ?? null));
      return 0;
    }
    if (command === 'set' && key && rest.length) {
      const value = parseValue(rest.join(' '));
      const problem = await settingChangeProblem(repo, key, value);
      if (problem) {
        out(problem);
        return 1;
      }
      await updateSetting(repo, key, value, new Date().toISOString());
      out(`${key} = ${JSON.stringify(value)}`);
      return 0;
    }
    out('Usage: npm run settings -- list | get KEY | set KEY VALUE');
    return 1;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const config = loadConfig();
  void runSettingsCli(process.argv.slice(2), config.dataDir, (l) => console.info(l), config.databaseUrl).then(
    (code) => {
      process.exitCode = code;
    },
  );
}
