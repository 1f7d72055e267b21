// npm run db:seed — seeds demo accounts when the database has no account yet.
import { buildApp } from '../app';
import { formatDemoAccounts, seedIfEmpty } from '../seed';

async function main(): Promise<void> {
  const app = await buildApp();
  await app.ready();
  const seeded = await seedIfEmpty(app);
  console.info(seeded ? formatDemoAccounts(seeded) : 'Database already has accounts: nothing seeded.');
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
