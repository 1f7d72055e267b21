// The same test cases on SQLite and on a throwaway PostgreSQL cluster (issue 24). PostgreSQL comes from
// scripts/pg-throwaway.mjs (Debian's postgresql package); TEST_DATABASE_URL points at a server of your own instead.
// Without either, the PostgreSQL half is reported as skipped, with the reason in its title — never as passed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openQueryDb, postgresQueryDb, type QueryDb } from '@api/db/connect';
import { migrate } from '@api/db/migrate';

function postgresInstalled(): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb'));
  const root = '/usr/lib/postgresql';
  return (
    fs.existsSync(root) &&
    fs.readdirSync(root).some((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
  );
}

export const POSTGRES_AVAILABLE = postgresInstalled();
export const POSTGRES_MISSING =
  'PostgreSQL is not installed: apt-get install postgresql, or set PG_BIN or TEST_DATABASE_URL';

export interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway cluster (or TEST_DATABASE_URL's server); stop() removes it. */
export function startPostgres(): Promise<Cluster> {
  if (process.env.TEST_DATABASE_URL)
    return Promise.resolve({ url: process.env.TEST_DATABASE_URL, stop: async () => undefined });
  const script = path.join(__dirname, '../../../scripts/pg-throwaway.mjs');
  const child: ChildProcess = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /DATABASE_URL=(\S+)/.exec(out);
      if (match)
        resolve({
          url: match[1],
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`pg-throwaway exited ${code}: ${err}`)));
  });
}

let databases = 0;

/** A new, empty database on the cluster, so each test starts from nothing. */
export async function freshDatabase(clusterUrl: string): Promise<string> {
  const name = `t${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

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
