// npm run settings -- list | get KEY | set KEY VALUE   (VALUE parsed as JSON when possible)
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { SettingsRepository } from '../repositories/settings';
import { settingChangeProblem, updateSetting } from '../services/site-settings';

export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function runSettingsCli(args: string[], dataDir: string, out: (line: string) => void): number {
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const repo = new SettingsRepository(db);
    repo.ensureDefaults(new Date().toISOString());
    const [command, key, ...rest] = args;
    if (command === 'list') {
      for (const e of repo.list())
        out(`${e.key}${e.public ? '' : ' (private)'} = ${JSON.stringify(e.value)}`);
      return 0;
    }
    if (command === 'get' && key) {
      out(JSON.stringify(repo.get(key) ?? null));
      return 0;
    }
    if (command === 'set' && key && rest.length) {
      const value = parseValue(rest.join(' '));
      const problem = settingChangeProblem(repo, key, value);
      if (problem) {
        out(problem);
        return 1;
      }
      updateSetting(repo, key, value, new Date().toISOString());
      out(`${key} = ${JSON.stringify(value)}`);
      return 0;
    }
    out('Usage: npm run settings -- list | get KEY | set KEY VALUE');
    return 1;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  process.exitCode = runSettingsCli(process.argv.slice(2), loadConfig().dataDir, (l) => console.info(l));
}
