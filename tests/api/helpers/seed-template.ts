// `node --import tsx tests/api/helpers/seed-template.ts DATA_DIR [DATABASE_URL]`: seeds the test template once,
// before the run (global-setup.ts), outside any test's timeout: seeding takes longer than a hook may wait on a
// busy machine. Without DATABASE_URL the rows go to DATA_DIR's SQLite.
import { buildApp } from '../../../api/src/app';

async function main(): Promise<void> {
  const [dataDir, databaseUrl = ''] = process.argv.slice(2);
  const app = await buildApp({
    seed: true,
    dataDir,
    config: { apiPublicUrl: 'http://api.test', appPublicUrl: 'http://app.test', databaseUrl },
    env: {},
  });
  await app.ready();
  await app.media?.idle();
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
