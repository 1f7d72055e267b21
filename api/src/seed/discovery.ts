// Issue 3 demo data: creators for the directory, demo-fan's subscription/follows, CMS pages, banners and
// token packages. Each part is seeded only while its own table (or its first account) is missing, so an
// existing development database gets it on the next start and a seeded one is never touched again.
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
import type { UserRow } from '../repositories/users';
import { followCreator } from '../services/follows';
import {
  DEMO_BANNERS,
  DEMO_CREATORS,
  DEMO_PAGES,
  DEMO_TOKEN_PACKAGES,
  SUSPENDED_CREATOR,
  type DemoCreator,
} from './discovery-data';
import { demoPasswordSent } from './demo-accounts';
import { generateAvatar, generateBanner, generateCover } from './images';

const DAY = 86_400_000;

export interface DiscoverySeedResult {
  creators: number;
  pages: number;
  banners: number;
  tokenPackages: number;
  relations: boolean;
}

function isoDaysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString();
}

/** A birth date that makes the creator exactly `age` today (birthday ~4 months ago). */
function birthDate(now: Date, age: number): string {
  const d = new Date(now.getTime() - 120 * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
}

function statsFor(i: number) {
  return {
    // subscribers and followers are not stored: they are counted from subscriptions and follows (sql.ts).
    likes: (i * 977) % 9000,
    views: 1000 + ((i * 4241) % 50000),
    totalVideos: 0,
    totalPhotos: 0,
    totalGalleries: 0,
    totalProducts: 0,
    totalFeeds: 0,
  };
}

async function seedCreators(app: FastifyInstance): Promise<number> {
  if (await app.repos.users.findByLogin(DEMO_CREATORS[0].username)) return 0;
  const now = app.now();
  const all: (DemoCreator & { suspended?: boolean })[] = [
    ...DEMO_CREATORS,
    {
      ...DEMO_CREATORS[0],
      username: SUSPENDED_CREATOR.username,
      name: SUSPENDED_CREATOR.name,
      online: false,
      featured: false,
      suspended: true,
    },
  ];
  // Slow parts (password hashing, image rendering) run before the synchronous transaction. The demo
  // creators share one hash of the published demo password: 31 scrypt runs would slow every start and
  // test suite for no protection (a password change stores a fresh salted hash as usual).
  const passwordHash = await hashPassword(demoPasswordSent(app.config.demoPasswordsMd5));
  const media = await Promise.all(
    all.map(async (c, i) => ({
      avatar: await generateAvatar(app, c.name, i),
      cover: await generateCover(app, c.name, i),
    })),
  );
  await app.db.transaction(async () => {
    for (const [i, c] of all.entries()) {
      const createdAt = isoDaysFrom(now, -2 * (i + 1));
      const [firstName, ...rest] = c.name.split(' ');
      const user: UserRow = await app.repos.users.create(
        {
          role: 'performer',
          name: c.name,
          firstName,
          lastName: rest.join(' '),
          username: c.username,
          email: `${c.username}@example.com`,
          passwordHash,
          gender: c.gender,
          country: c.country,
          status: c.suspended ? 'inactive' : 'active',
          verifiedEmail: true,
        },
        createdAt,
      );
      const monthlyCents = Math.round(c.monthly * 100);
      await app.repos.performers.create(user.id, {
        dateOfBirth: birthDate(now, c.age),
        monthlyPriceCents: monthlyCents,
        yearlyPriceCents: monthlyCents * 10,
        isFreeSubscription: c.free,
        durationFreeSubscriptionDays: c.free ? 1 + (i % 7) : 1,
        verifiedAccount: true,
        verifiedDocument: true,
        bio: c.bio,
      });
      // Categories from the reference list (migration 008): one or two per creator.
      const categories = await app.repos.performerCategories.listActive();
      const categoryIds = [
        categories[i % categories.length].id,
        categories[(i * 3 + 1) % categories.length].id,
      ];
      await app.repos.performers.update(user.id, {
        text: { ethnicity: c.ethnicity },
        languages: ['en'],
        categoryIds: [...new Set(categoryIds)],
      });
      await app.repos.performers.setShowcase(user.id, {
        stats: statsFor(i + 1),
        score: (((i + 1) * 37) % 30) * 100 + 50,
        isFeatured: Boolean(c.featured),
      });
      if (c.online) await app.repos.users.setOnline(user.id, true, createdAt);
      await app.repos.users.setAvatar(user.id, media[i].avatar.path, createdAt);
      await app.repos.performers.setMedia(
        user.id,
        'cover',
        media[i].cover.id,
        media[i].cover.path,
        'cover.jpg',
      );
      await app.repos.files.setOwner(media[i].avatar.id, user.id);
      await app.repos.files.setOwner(media[i].cover.id, user.id);
    }
  })();
  return all.length;
}

async function seedPages(app: FastifyInstance): Promise<number> {
  if ((await app.repos.posts.count()) > 0) return 0;
  const now = app.now().toISOString();
  await app.db.transaction(async () => {
    for (const [i, p] of DEMO_PAGES.entries())
      await app.repos.posts.create({ ...p, type: 'page', ordering: i + 1 }, now);
  })();
  return DEMO_PAGES.length;
}

async function seedBanners(app: FastifyInstance): Promise<number> {
  if ((await app.repos.sitePromos.count()) > 0) return 0;
  const now = app.now().toISOString();
  const photos = await Promise.all(
    DEMO_BANNERS.map((b) => generateBanner(app, b.title, b.colors as [string, string])),
  );
  await app.db.transaction(async () => {
    for (const [i, { colors: _colors, ...b }] of DEMO_BANNERS.entries())
      await app.repos.sitePromos.create({ ...b, photoPath: photos[i].path }, now);
  })();
  return DEMO_BANNERS.length;
}

async function seedTokenPackages(app: FastifyInstance): Promise<number> {
  if ((await app.repos.tokenPackages.count()) > 0) return 0;
  const now = app.now().toISOString();
  await app.db.transaction(async () => {
    for (const p of DEMO_TOKEN_PACKAGES) await app.repos.tokenPackages.create(p, now);
  })();
  return DEMO_TOKEN_PACKAGES.length;
}

/**
 * demo-fan: subscribed to demo-creator (monthly, 30 days left), a used and expired free trial with
 * creator-04, follows creator-02 and creator-03 (never demo-creator: e2e follows it), bookmarks creator-06.
 */
async function seedDemoRelations(app: FastifyInstance): Promise<boolean> {
  if ((await app.repos.subscriptions.count()) > 0) return false;
  const find = async (u: string) => await app.repos.users.findByLogin(u);
  const fan = await find('demo-fan');
  const creator = await find('demo-creator');
  const [c2, c3, c4, c6] = await Promise.all(
    ['creator-02', 'creator-03', 'creator-04', 'creator-06'].map(find),
  );
  if (!fan || !creator || !c2 || !c3 || !c4 || !c6) return false;
  const now = app.now();
  const iso = now.toISOString();
  await app.db.transaction(async () => {
    await app.repos.subscriptions.upsert(
      {
        userId: fan.id,
        performerId: creator.id,
        subscriptionType: 'monthly',
        startRecurringDate: iso,
        nextRecurringDate: isoDaysFrom(now, 30),
        expiredAt: isoDaysFrom(now, 30),
      },
      iso,
    );
    await app.repos.subscriptions.upsert(
      {
        userId: fan.id,
        performerId: c4.id,
        subscriptionType: 'free',
        status: 'deactivated',
        startRecurringDate: isoDaysFrom(now, -12),
        expiredAt: isoDaysFrom(now, -10),
        usedFreeSubscription: true,
      },
      iso,
    );
    await followCreator(app, fan.id, c2.id);
    await followCreator(app, fan.id, c3.id);
    await app.repos.reactions.add(
      { action: 'bookmark', objectType: 'performer', objectId: c6.id, createdBy: fan.id },
      iso,
    );
  })();
  return true;
}

export async function seedDiscoveryIfEmpty(app: FastifyInstance): Promise<DiscoverySeedResult> {
  const result: DiscoverySeedResult = {
    creators: await seedCreators(app),
    pages: await seedPages(app),
    banners: await seedBanners(app),
    tokenPackages: await seedTokenPackages(app),
    relations: await seedDemoRelations(app),
  };
  return result;
}

export function formatDiscoverySeed(r: DiscoverySeedResult): string | null {
  const parts = [
    r.creators ? `${r.creators} creators (creator-01..creator-30, suspended-creator)` : '',
    r.pages ? `${r.pages} CMS pages` : '',
    r.banners ? `${r.banners} banners` : '',
    r.tokenPackages ? `${r.tokenPackages} token packages` : '',
    r.relations ? 'demo-fan subscription and follows' : '',
  ].filter(Boolean);
  return parts.length ? `Discovery demo data seeded: ${parts.join(', ')}.` : null;
}
