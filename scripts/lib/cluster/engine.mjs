// The cluster's database, chosen in this one place (issue 24), and its one migration and seeding run.
//   postgres  a throwaway PostgreSQL (scripts/pg-throwaway.mjs); every API process gets DATABASE_URL
//   sqlite    one SQLite file in the shared DATA_DIR (WAL: many readers, one writer at a time, across processes)
//   auto      PostgreSQL when it is installed, else SQLite with a notice saying why
// The default is PostgreSQL, insisted on: the cluster is three API processes on one PostgreSQL, and a
// machine without it (or a PostgreSQL that does not start) fails the start, saying why, instead of quietly
// proving the cluster on SQLite. `--db=sqlite` (CLUSTER_DB=sqlite) runs it on one shared SQLite file.
import { spawn } from 'node:child_process';
import { findPgBin, startThrowawayPostgres } from '../../pg-throwaway.mjs';
import { ROOT } from '../env.mjs';

export const ENGINES = ['auto', 'postgres', 'sqlite'];
export const DEFAULT_ENGINE = 'postgres';

/** The Debian package `engine` needs and this machine lacks ('' when none): runners skip or fail saying so. */
export function missingPackage(engine = DEFAULT_ENGINE) {
  return engine === 'postgres' && !findPgBin() ? 'postgresql' : '';
}

/**
 * Migrates and seeds once, before any API process starts: the processes then find an up-to-date schema and
 * existing accounts, so none of them migrates or seeds (on SQLite they would race for the write lock; on
 * PostgreSQL migrations also take an advisory lock, but seeding has none).
 */
function seedOnce(env, signal) {
  return new Promise((resolve) => {
    // aborted (Ctrl+C while starting): the seed is killed and the start gives up
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/seed.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    child.on('error', () => undefined);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Starts the chosen engine, migrates and seeds it. Resolves with the engine used, the variables every API
 * process gets, a notice (why `auto` fell back) and stop().
 */
export async function prepareDatabase({ engine = DEFAULT_ENGINE, apiEnv, dataDir, log, signal }) {
  if (!ENGINES.includes(engine)) throw new Error(`--db must be one of ${ENGINES.join(', ')} (got ${engine})`);
  const sqlite = async (notice) => {
    const env = { DATA_DIR: dataDir };
    const seeded = await seedOnce({ ...apiEnv, ...env, DATABASE_URL: '' }, signal);
    signal?.throwIfAborted();
    if (seeded.code !== 0) throw new Error(`seeding SQLite failed:\n${seeded.output}`);
    return { engine: 'sqlite', env, notice, stop: async () => undefined };
  };
  if (engine === 'sqlite') return sqlite('');

  const pg = await startThrowawayPostgres();
  if (!pg) {
    const missing = 'PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)';
    if (engine === 'postgres') throw new Error(`${missing}; --db=sqlite runs the cluster on one SQLite file`);
    return sqlite(`${missing}: the API processes share SQLite.`);
  }
  log(`PostgreSQL ${pg.url}`);
  const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url };
  const seeded = await seedOnce({ ...apiEnv, ...env }, signal);
  if (signal?.aborted) pg.stop();
  signal?.throwIfAborted();
  if (seeded.code === 0)
    return { engine: 'postgres', env, notice: '', stop: async () => pg.stop(), url: pg.url };
  pg.stop();
  throw new Error(`seeding PostgreSQL failed:\n${seeded.output}`);
}
