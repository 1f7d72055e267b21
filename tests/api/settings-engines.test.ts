// The settings slice on both engines (issue 24): the repository, the console's rules and the CLI, same cases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSettingsCli } from '@api/cli/settings';
import { inTransaction } from '@api/db/transaction';
import { DEFAULT_SETTINGS } from '@api/lib/default-settings';
import { SettingsRepository } from '@api/repositories/settings';
import { settingChangeProblem, settingsWithHelp } from '@api/services/site-settings';
import { describeOnEngines } from './helpers/engines';

const NOW = '2026-01-02T03:04:05.000Z';

describeOnEngines('settings repository', (open, cluster) => {
  test('defaults, a change, its rules, a rolled-back change, and a second start that keeps the change', async () => {
    const db = await open();
    try {
      const repo = new SettingsRepository(db.kysely, db.sql);
      await repo.ensureDefaults(NOW);
      expect(await repo.get('blockedCountries')).toEqual([]);
      expect(await repo.get('maximumTipPrice')).toBe(10000);
      expect(await repo.get('noSuchKey')).toBeUndefined();

      await repo.set('blockedCountries', ['DE', 'FR'], NOW);
      await repo.set('siteName', 'My Fans', NOW);
      await repo.ensureDefaults(NOW);
      expect(await repo.get('blockedCountries')).toEqual(['DE', 'FR']);

      const list = await repo.list();
      expect(list.map((e) => e.key)).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
      expect(list.find((e) => e.key === 'blockedCountries')).toEqual({
        key: 'blockedCountries',
        value: ['DE', 'FR'],
        public: false,
      });
      const values = await repo.publicValues();
      expect(values.siteName).toBe('My Fans');
      expect(values).not.toHaveProperty('blockedCountries');
      expect((await settingsWithHelp(repo)).find((s) => s.key === 'maintenanceMode')?.kind).toBe('flag');

      expect(await settingChangeProblem(repo, 'minimumTipPrice', 20000)).toBe(
        'minimumTipPrice may not be above maximumTipPrice',
      );
      expect(await settingChangeProblem(repo, 'minimumTipPrice', 5)).toBeUndefined();

      await expect(
        inTransaction(db, async (trx) => {
          await repo.in(trx).set('siteName', 'Never', NOW);
          expect(await repo.in(trx).get('siteName')).toBe('Never');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await repo.get('siteName')).toBe('My Fans');
    } finally {
      await db.close();
    }
  });

  test('npm run settings on this engine (DATABASE_URL or DATA_DIR)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-cli-'));
    const url = cluster()?.url ?? '';
    const out: string[] = [];
    const run = (...args: string[]) => runSettingsCli(args, dataDir, (l) => out.push(l), url);
    try {
      expect(await run('set', 'blockedCountries', '["DE"]')).toBe(0);
      expect(await run('set', 'maintenanceMode', '"yes"')).toBe(1);
      out.length = 0;
      expect(await run('get', 'blockedCountries')).toBe(0);
      expect(await run('list')).toBe(0);
      expect(out[0]).toBe('["DE"]');
      expect(out).toContain('blockedCountries (private) = ["DE"]');
      // on PostgreSQL nothing was written to DATA_DIR
      expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(!url);
    } finally {
      if (url) await run('set', 'blockedCountries', '[]');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
