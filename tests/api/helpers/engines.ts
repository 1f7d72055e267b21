// The same test cases on SQLite and on a throwaway PostgreSQL cluster (issue 24). PostgreSQL comes from
// scripts/pg-throwaway.mjs (Debian's postgresql package); TEST_DATABASE_URL points at a server of your own instead.
// Without either, the PostgreSQL half is reported as skipped, with the reason in its title — never as passed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openQueryDb, postgresQueryDb, type QueryDb } from '@api/db/connect';
import { migrate } from '@api/db/migrate';
import {
  freshDatabase,
  POSTGRES_AVAILABLE,
  POSTGRES_MISSING,
  startPostgres,
  type Cluster,
} from './pg-cluster';

export { freshDatabase, POSTGRES_AVAILABLE, POSTGRES_MISSING, startPostgres, type Cluster };

/** A fresh, migrated database; on PostgreSQL with its URL, for a second pool (another process's view). */
export type OpenDb = () => Promise<QueryDb & { url?: string }>;

/**
 * Registers `body` twice: on SQLite (a temp DATA_DIR) and on PostgreSQL. `open` gives a fresh, migrated database
 * of that engine; the test closes it.
 */
export function describeOnEngines(
  title: string,
  body: (open: OpenDb, engine: () => Cluster | undefined) => void,
) {
  describe(`${title} (SQLite)`, () => {
    const dirs: string[] = [];
    afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
    body(
      async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-'));
        dirs.push(dir);
        const db = openQueryDb({ dataDir: dir });
        await migrate(db);
        return db;
      },
      () => undefined,
    );
  });
  if (!POSTGRES_AVAILABLE) {
    console.warn(`${title}: the PostgreSQL half is skipped — ${POSTGRES_MISSING}`);
    describe.skip(`${title} (PostgreSQL — skipped: ${POSTGRES_MISSING})`, () =>
      body(
        () => Promise.reject(new Error(POSTGRES_MISSING)),
        () => undefined,
      ));
    return;
  }
  describe(`${title} (PostgreSQL)`, () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await startPostgres();
    }, 60_000);
    afterAll(() => cluster?.stop());
    body(
      async () => {
        const url = await freshDatabase(cluster!.url);
        const db = postgresQueryDb(url);
        await migrate(db);
        return Object.assign(db, { url });
      },
      () => cluster,
    );
  });
}
