// A PostgreSQL cluster for API tests (issue 24): a throwaway one from scripts/pg-throwaway.mjs (Debian's
// postgresql package), or TEST_DATABASE_URL's server; and a database per app on it (CREATE DATABASE, from a
// seeded template when there is one: a file copy inside PostgreSQL, far cheaper than seeding again).
// No @api imports: jest's global setup loads this file too.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

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

/** The URL of database `name` on the cluster at `clusterUrl`. */
export function databaseUrl(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onCluster<T>(clusterUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the cluster, empty or a copy of `template`; answers its URL. Names are random: jest runs
 * many test files in one worker process, each with its own module state.
 */
export async function freshDatabase(clusterUrl: string, template?: string): Promise<string> {
  const name = `t_${crypto.randomBytes(8).toString('hex')}`;
  await onCluster(clusterUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (err) {
        // 55006: another worker's CREATE ... TEMPLATE is reading the template at this instant
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
  return databaseUrl(clusterUrl, name);
}

/** Creates database `name` (empty) and answers its URL. */
export async function createNamedDatabase(clusterUrl: string, name: string): Promise<string> {
  await onCluster(clusterUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  return databaseUrl(clusterUrl, name);
}

/** Drops the database at `url` (its connections too): a test run on a server of your own leaves nothing. */
export async function dropDatabase(clusterUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onCluster(clusterUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
