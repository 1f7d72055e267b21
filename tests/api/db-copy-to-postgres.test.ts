// `npm run db:copy-to-postgres` (api/src/cli/copy-to-postgres.ts): a seeded DATA_DIR moves into an empty
// PostgreSQL database with every table's rows, the same rows, identity sequences that continue after the copied
// ids and a clean ledger; a second run into the now non-empty target is refused; a copy that fails half-way leaves
// the target empty (and a later run into it succeeds). Skipped, with the reason in the title, without PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { runCopyCli } from '@api/cli/copy-to-postgres';
import { runSeedMessagesCli } from '@api/cli/seed-messages';
import { postgresQueryDb, sqliteQueryDb, type QueryDb } from '@api/db/connect';
import { countRows, foreignKeyOrder, sourceTables, type Row } from '@api/db/copy/schema';
import { migrate } from '@api/db/migrate';
import { openDatabase } from '@api/db/open';
import { LedgerQueries } from '@api/repositories/ledger-queries';
import { SettingsRepository } from '@api/repositories/settings';
import { checkLedgerOn } from '@api/services/ledger';
import { makeApp } from './helpers/app';
import {
  freshDatabase,
  POSTGRES_AVAILABLE,
  POSTGRES_MISSING,
  startPostgres,
  type Cluster,
} from './helpers/engines';
import { userId } from './helpers/feeds';
import { money, newFan, subscribeFan } from './helpers/money';

jest.setTimeout(180_000);

const TITLE = 'npm run db:copy-to-postgres';
const describePg = POSTGRES_AVAILABLE ? describe : describe.skip;
if (!POSTGRES_AVAILABLE) console.warn(`${TITLE}: skipped — ${POSTGRES_MISSING}`);

describePg(POSTGRES_AVAILABLE ? TITLE : `${TITLE} (skipped: ${POSTGRES_MISSING})`, () => {
  let cluster: Cluster;
  let dataDir: string;
  const dirs: string[] = [];
  const open: QueryDb[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    // the demo data, plus a tip and a message of today, so money, messages (an identity column) and files
    // with parents (a table that references itself) are all in it
    // the source is an SQLite DATA_DIR on every run (TEST_DB=postgres included)
    const t = await makeApp({ engine: 'sqlite', config: { authRateLimitMax: 1000 } });
    dataDir = t.dataDir;
    const fan = await newFan(t.app, 'mover');
    const creatorId = await userId(t.app, 'demo-creator');
    await subscribeFan(t.app, fan.id, creatorId);
    const m = money(t.app);
    await m.topUp(fan.token, await m.addCard(fan.token), 20);
    const tip = await m.post(`/wallet/charges/tip/${creatorId}`, fan.token, { price: 10 }, 'move-tip');
    expect(tip.statusCode).toBe(200);
    await t.app.close();
    await runSeedMessagesCli(['--count', '40'], dataDir, () => undefined);
  });
  afterAll(async () => {
    for (const db of open) await db.close();
    await cluster?.stop();
    for (const dir of [dataDir, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = async (from: string, url: string, batchRows?: number) => {
    const lines: string[] = [];
    const code = await runCopyCli({ dataDir: from, databaseUrl: url }, (l) => lines.push(l), batchRows);
    return { code, lines, text: lines.join('\n') };
  };
  const pg = (url: string) => {
    const db = postgresQueryDb(url, 2);
    open.push(db);
    return db;
  };
  const sqlite = (dir: string) => {
    const db = sqliteQueryDb(openDatabase(dir));
    open.push(db);
    return db;
  };
  const rowsOf = async (db: QueryDb, table: string, where = sql`1 = 1`) =>
    (await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${where}`.execute(db.kysely)).rows;

  test('copies every table, the same rows, with sequences that continue and a clean ledger; a second run is refused', async () => {
    const url = await freshDatabase(cluster.url);
    const copy = await run(dataDir, url, 7); // small batches: many boundaries crossed
    expect(copy.code).toBe(0);
    expect(copy.text).toMatch(/Ledger check on PostgreSQL: ok \(\d+ entries/);
    expect(copy.text).toMatch(/Copied \d+ rows in \d+ tables in [\d.]+ s; counts match\./);
    expect(copy.text).toMatch(/Identity sequences continue at: .*messages\.seq/);

    const source = sqlite(dataDir);
    const target = pg(url);
    const tables = foreignKeyOrder(await sourceTables(source.kysely));
    expect(tables.length).toBeGreaterThan(40);
    let compared = 0;
    for (const table of tables) {
      const n = await countRows(source.kysely, table.name);
      expect([table.name, await countRows(target.kysely, table.name)]).toEqual([table.name, n]);
      // the first, a middle and the last row, read back by primary key
      const picks = (
        await sql<Row>`SELECT * FROM ${sql.table(table.name)} ORDER BY rowid`.execute(source.kysely)
      ).rows.filter((_, i) => i === 0 || i === Math.floor(n / 2) || i === n - 1);
      for (const row of picks) {
        const where = sql.join(
          table.primaryKey.map((k) => sql`${sql.ref(k)} = ${row[k]}`),
          sql` AND `,
        );
        expect([table.name, await rowsOf(target, table.name, where)]).toEqual([table.name, [row]]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(60);
    for (const busy of ['users', 'ledger_entries', 'messages', 'files', 'feeds', 'settings'])
      expect(await countRows(target.kysely, busy)).toBeGreaterThan(0);
    expect((await rowsOf(target, 'files', sql`${sql.ref('parentId')} IS NOT NULL`)).length).toBeGreaterThan(
      0,
    );

    const ledger = await checkLedgerOn(new LedgerQueries(target.kysely));
    expect(ledger).toMatchObject({ ok: true, mismatches: [], negative: [], unbalanced: [] });
    expect(ledger.entries).toBeGreaterThan(0);
    // the next message gets a number after every copied one
    const top = (await sql<{ top: number }>`SELECT MAX(seq) AS top FROM messages`.execute(target.kysely))
      .rows[0].top;
    const next = (
      await sql<{ next: number }>`SELECT nextval(pg_get_serial_sequence('messages', 'seq')) AS next`.execute(
        target.kysely,
      )
    ).rows[0].next;
    expect(next).toBeGreaterThan(top);

    const again = await run(dataDir, url);
    expect(again.code).toBe(2);
    expect(again.lines[1]).toMatch(/^refused: the target database is not empty: .*users \(\d+ rows\)/);
    expect(await countRows(target.kysely, 'users')).toBe(await countRows(source.kysely, 'users'));
  });

  test('a copy that fails half-way keeps nothing: the target stays empty, and a later run into it succeeds', async () => {
    const url = await freshDatabase(cluster.url);
    const poisoned = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-poisoned-'));
    dirs.push(poisoned);
    fs.cpSync(dataDir, poisoned, { recursive: true });
    const bad = sqlite(poisoned);
    // SQLite keeps a NUL character in text; PostgreSQL refuses it. wallet_transactions is copied last.
    const order = foreignKeyOrder(await sourceTables(bad.kysely)).map((t) => t.name);
    expect(order.indexOf('wallet_transactions')).toBe(order.length - 1);
    expect(await countRows(bad.kysely, 'wallet_transactions')).toBeGreaterThan(0);
    await sql`UPDATE wallet_transactions SET description = description || char(0)`.execute(bad.kysely);
    await bad.close();
    open.splice(open.indexOf(bad), 1);

    const failed = await run(poisoned, url);
    expect(failed.code).toBe(1);
    expect(failed.text).toMatch(/error: copying wallet_transactions: /);
    expect(failed.text).toMatch(/Nothing was kept/);
    const target = pg(url);
    for (const table of order)
      expect([table, await countRows(target.kysely, table)]).toEqual([
        table,
        table === 'performer_categories' ? expect.any(Number) : 0,
      ]);

    const retried = await run(dataDir, url);
    expect(retried.code).toBe(0);
  });

  test('accepts a database `npm run db:migrate` prepared, and refuses one whose settings were changed since', async () => {
    const prepare = async () => {
      const url = await freshDatabase(cluster.url);
      const db = pg(url);
      await migrate(db);
      await new SettingsRepository(db.kysely, db.sql).ensureDefaults(new Date().toISOString());
      return { url, db };
    };
    const changed = await prepare();
    await changed.db.kysely
      .updateTable('settings')
      .set({ value: 'true' })
      .where('key', '=', 'maintenanceMode')
      .execute();
    const refused = await run(dataDir, changed.url);
    expect(refused.code).toBe(2);
    expect(refused.lines[1]).toMatch(/^refused: the target database is not empty: settings \(\d+ rows\)\./);

    const prepared = await prepare();
    expect((await run(dataDir, prepared.url)).code).toBe(0);
    const source = sqlite(dataDir);
    const bySource = await rowsOf(source, 'settings');
    expect(bySource.length).toBeGreaterThan(10);
    for (const row of bySource)
      expect(await rowsOf(prepared.db, 'settings', sql`${sql.ref('key')} = ${row.key}`)).toEqual([row]);
  });

  test('refuses what it must not touch: not PostgreSQL, no database in DATA_DIR, a database of another application', async () => {
    expect((await run(dataDir, 'mysql://localhost/x')).lines[1]).toMatch(/^refused: DATABASE_URL must name/);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-empty-'));
    dirs.push(empty);
    expect((await run(empty, cluster.url)).lines[1]).toMatch(/^refused: DATA_DIR has no database to copy/);
    const url = await freshDatabase(cluster.url);
    const other = pg(url);
    await sql`CREATE TABLE invoices (id TEXT PRIMARY KEY)`.execute(other.kysely);
    const refused = await run(dataDir, url);
    expect(refused.code).toBe(2);
    expect(refused.lines[1]).toBe(
      'refused: the target database holds tables this API does not make: invoices',
    );
    // refused before migrating: nothing of ours was created
    expect(
      (
        await sql<{
          n: number;
        }>`SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_name = 'users'`.execute(
          other.kysely,
        )
      ).rows[0].n,
    ).toBe(0);
  });
});
