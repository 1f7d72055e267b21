// Names a folder for the seeded DATA_DIR that API test files copy instead of seeding each time
// (tests/api/helpers/app.ts); removed again by global-teardown.ts. With TEST_DB=postgres the whole API suite runs
// on PostgreSQL (issue 24): one throwaway cluster for the run (or TEST_DATABASE_URL's server), a database per app.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createNamedDatabase, POSTGRES_MISSING, startPostgres, type Cluster } from './helpers/pg-cluster';

declare global {
  var apiTestCluster: Cluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  const run = crypto.randomUUID();
  const root = path.join(os.tmpdir(), `api-test-template-${run}`);
  process.env.API_TEST_TEMPLATE_DIR = root;
  if (process.env.TEST_DB !== 'postgres') return await seedTemplate(root, '');
  const own = !process.env.TEST_DATABASE_URL;
  const cluster = await startPostgres().catch((err: Error) => {
    throw new Error(`TEST_DB=postgres: ${err.message} (${POSTGRES_MISSING})`);
  });
  if (own) globalThis.apiTestCluster = cluster;
  process.env.TEST_DATABASE_URL = cluster.url;
  const name = `template_${run.replace(/-/g, '')}`;
  process.env.API_TEST_TEMPLATE_DB = name;
  await seedTemplate(root, await createNamedDatabase(cluster.url, name));
}

/**
 * Seeds the template (its files in `root`/data; its rows there too, or in the database at `url`) before any test
 * file starts, and marks it ready as helpers/app.ts seededTemplate expects: seeding inside the first test file's
 * hook could take longer than the hook may wait on a busy machine (and every other file waited for it).
 */
async function seedTemplate(root: string, url: string): Promise<void> {
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(root, 'lock'), { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const script = path.join(__dirname, 'helpers', 'seed-template.ts');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, dataDir, url], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, TEST_DB: '' },
  });
  fs.writeFileSync(path.join(root, 'ready'), '');
}
