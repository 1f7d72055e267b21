// Site settings: the first repository on the query layer (issue 24), the same on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectSql } from '../db/dialect';
import type { Tables } from '../db/tables';
import { DEFAULT_SETTINGS } from '../lib/default-settings';
import { ownProperty } from '../lib/own-property';

export interface SettingEntry {
  key: string;
  value: unknown;
  public: boolean;
}

function valueOf<T>(key: string, row: { value: string } | undefined): T | undefined {
  if (row) return JSON.parse(row.value) as T;
  return ownProperty(DEFAULT_SETTINGS, key)?.value as T | undefined;
}

export class SettingsRepository {
  private readonly at: () => Kysely<Tables>;

  /** `db`: the query layer, one of its transactions, or where to find the caller's (SqlDb.executor). */
  constructor(
    db: Kysely<Tables> | (() => Kysely<Tables>),
    private readonly dialect: DialectSql,
  ) {
    this.at = typeof db === 'function' ? db : () => db;
  }

  private get db(): Kysely<Tables> {
    return this.at();
  }

  /** The same repository inside a transaction. */
  in(trx: Kysely<Tables>): SettingsRepository {
    return new SettingsRepository(trx, this.dialect);
  }

  /** Inserts missing defaults; existing values are kept (safe on every start, and by several processes at once). */
  async ensureDefaults(now: string): Promise<void> {
    const rows = Object.entries(DEFAULT_SETTINGS).map(([key, def]) => ({
      key,
      value: JSON.stringify(def.value),
      public: def.public ? 1 : 0,
      updatedAt: now,
    }));
    await this.db
      .insertInto('settings')
      .values(rows)
      .onConflict((c) => c.column('key').doNothing())
      .execute();
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return valueOf<T>(key, row);
  }

  async set(key: string, value: unknown, now: string): Promise<void> {
    const isPublic = ownProperty(DEFAULT_SETTINGS, key)?.public ?? false;
    await this.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), public: isPublic ? 1 : 0, updatedAt: now })
      .onConflict((c) =>
        c.column('key').doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }

  async list(): Promise<SettingEntry[]> {
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value', 'public'])
      .orderBy(this.dialect.byBytes('key'))
      .execute();
    return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as unknown, public: r.public === 1 }));
  }

  async publicValues(): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const entry of await this.list()) if (entry.public) out[entry.key] = entry.value;
    return out;
  }
}
