// Seeds the demo accounts, only into an empty database, so later starts keep whatever changed.
// The discovery data of issue 3 follows the same rule per table (./discovery).
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPasswordSent, type DemoAccount } from './demo-accounts';
import { formatDiscoverySeed, seedDiscoveryIfEmpty } from './discovery';
import { seedAssetsIfEmpty } from './assets';
import { seedFeedsIfEmpty } from './feeds';
import { move, PLATFORM_ACCOUNT } from '../services/ledger';

/** The demo coupon: 10 % off a top-up, valid a year from the seed, 1000 uses. */
export const DEMO_COUPON = { code: 'WELCOME10', valueBasisPoints: 1000, numberOfUses: 1000 };

async function seedCouponIfEmpty(app: FastifyInstance): Promise<void> {
  if ((await app.repos.coupons.list()).length) return;
  const now = app.now();
  const expiredDate = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
  await app.repos.coupons.create(
    { ...DEMO_COUPON, name: 'Welcome 10 %', description: '10 % off a wallet top-up', expiredDate },
    now.toISOString(),
  );
}

/**
 * Demo accounts into an empty database, then the discovery data (creators, pages, banners...) wherever
 * its tables are still empty, so a database seeded before issue 3 gets it on its next start.
 * Returns the demo accounts when they were created now.
 */
export async function seedIfEmpty(app: FastifyInstance): Promise<DemoAccount[] | null> {
  const accounts = await seedAccountsIfEmpty(app);
  const discoveryWasEmpty = accounts !== null;
  const discovery = formatDiscoverySeed(await seedDiscoveryIfEmpty(app));
  if (discovery) app.log.info(discovery);
  const posts = await seedFeedsIfEmpty(app);
  if (posts) app.log.info(`Content demo data seeded: ${posts} posts (demo-creator, creator-01, creator-02).`);
  if (await seedAssetsIfEmpty(app))
    app.log.info('Demo videos, galleries and products seeded (demo-creator, creator-01).');
  await seedCouponIfEmpty(app);
  // demo creators take private shows at $2.99 a minute (new creators set their own price; 0 = none)
  if (discoveryWasEmpty) await app.db.prepare('UPDATE performers SET privateChatPriceCents = 299').run();
  return accounts;
}

async function seedAccountsIfEmpty(app: FastifyInstance): Promise<DemoAccount[] | null> {
  if ((await app.repos.users.count()) > 0) return null;
  const now = app.now().toISOString();
  // Hashed in parallel (libuv pool) before the synchronous transaction; each account gets its own salt.
  const sent = demoPasswordSent(app.config.demoPasswordsMd5);
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(sent)));
  await app.db.transaction(async () => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const passwordHash = hashes[i];
      const user = await app.repos.users.create(
        {
          role: a.role,
          name: a.name,
          firstName: a.firstName,
          lastName: a.lastName,
          username: a.username,
          email: a.email,
          passwordHash,
          status: a.status,
          verifiedEmail: a.verifiedEmail,
          gender: a.gender,
          country: a.country,
        },
        now,
      );
      // a demo balance is money like any other: it enters through the ledger (a grant from the platform)
      if (a.balanceCents) {
        await move(app, {
          kind: 'grant',
          legs: [
            { accountId: PLATFORM_ACCOUNT, amountCents: -a.balanceCents },
            { accountId: user.id, amountCents: a.balanceCents },
          ],
        });
      }
      if (a.performer) {
        await app.repos.performers.create(user.id, a.performer);
        const [fitness, music] = await app.repos.performerCategories.listActive();
        await app.repos.performers.update(user.id, { categoryIds: [fitness.id, music.id] });
      }
    }
  })();
  return DEMO_ACCOUNTS;
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const lines = accounts.map((a) => `  ${(a.username ?? a.email ?? '').padEnd(28)} ${a.note}`);
  return ['Demo accounts (password: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
