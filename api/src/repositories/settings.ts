import type { Database } from 'better-sqlite3';
import { DEFAULT_SETTINGS } from '../lib/default-settings';
import { ownProperty } from '../lib/own-property';

interface SettingRow {
  key: string;
  value: string;
  public: number;
}

export interface SettingEntry {
  key: string;
  value: unknown;
  public: boolean;
}

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts missing defaults; existing values are kept (safe on every start). */
  ensureDefaults(now: string): void {
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO settings (key, value, public, updatedAt) VALUES (?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const [key, def] of Object.entries(DEFAULT_SETTINGS)) {
        insert.run(key, JSON.stringify(def.value), def.public ? 1 : 0, now);
      }
    })();
  }

  get<T = unknown>(key: string): T | undefined {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      SettingRow | undefined;
    if (row) return JSON.parse(row.value) as T;
    return ownProperty(DEFAULT_SETTINGS, key)?.value as T | undefined;
  }

  set(key: string, value: unknown, now: string): void {
    const isPublic = ownProperty(DEFAULT_SETTINGS, key)?.public ?? false;
    this.db
      .prepare(
        `INSERT INTO settings (key, value, public, updatedAt) VALUES (?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
      )
      .run(key, JSON.stringify(value), isPublic ? 1 : 0, now);
  }

  list(): SettingEntry[] {
    const rows = this.db
      .prepare('SELECT key, value, public FROM settings ORDER BY key')
      .all() as SettingRow[];
    return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as unknown, public: r.public === 1 }));
  }

  publicValues(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const entry of this.list()) if (entry.public) out[entry.key] = entry.value;
    return out;
  }
}
