import fs from 'node:fs';
import { databaseUrl, dropDatabase } from './helpers/pg-cluster';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.API_TEST_TEMPLATE_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const cluster = globalThis.apiTestCluster;
  if (cluster) await cluster.stop();
  else if (process.env.TEST_DATABASE_URL && process.env.API_TEST_TEMPLATE_DB) {
    const url = process.env.TEST_DATABASE_URL;
    await dropDatabase(url, databaseUrl(url, process.env.API_TEST_TEMPLATE_DB));
  }
}
