// npm run db:seed — seeds demo accounts when the database has no account yet.
import { buildApp } from '../app';
import { formatDemoAccounts, seedIfEmpty } from '../seed';
import { seedBulkPosts } from '../seed/feeds';

function bulkOptions(args: string[]): { count: number; username: string } | null {
  const value = (flag: string) => {
    const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (i < 0) return undefined;
    return args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  };
  const count = Number.parseInt(value('--bulk-posts') ?? '', 10);
  if (!Number.isFinite(count) || count <= 0) return null;
  return { count: Math.min(count, 10_000), username: value('--bulk-user') || 'demo-creator' };
}

async function main(): Promise<void> {
  const app = await buildApp();
  await app.ready();
  const seeded = await seedIfEmpty(app);
  console.info(seeded ? formatDemoAccounts(seeded) : 'Database already has accounts: nothing seeded.');
  // `npm run db:seed -- --bulk-posts 200 [--bulk-user demo-creator]`: extra posts for benchmarks.
  const bulk = bulkOptions(process.argv.slice(2));
  if (bulk)
    console.info(
      `Inserted ${await seedBulkPosts(app, bulk.username, bulk.count)} posts for ${bulk.username}.`,
    );
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
