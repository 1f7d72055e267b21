// Issue 4 demo videos, galleries and products for demo-creator and creator-01: subscriber-only, for sale
// and free videos (one with a teaser), a subscriber gallery and a for-sale gallery each, a physical product
// with stock and a digital one. Seeded only while the videos table is empty; needs no ffmpeg.
import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids';
import { toCents } from '../lib/money';
import { storeMedia } from '../services/media-store';
import { uniqueSlug } from '../services/assets';
import { seedClipFile, seedImageFile } from './media';

const HOUR = 3_600_000;

interface SeedVideo {
  title: string;
  description: string;
  tags: string[];
  /** dollars; undefined = subscribers only, 0 = free for everyone */
  price?: number;
  teaser?: boolean;
  withOther?: boolean;
}
interface SeedGallery {
  title: string;
  description: string;
  price?: number;
  photos: number;
}
interface SeedProduct {
  name: string;
  description: string;
  price: number;
  stock?: number;
  digital?: string;
}
interface SeedAssets {
  videos: SeedVideo[];
  galleries: SeedGallery[];
  products: SeedProduct[];
}

export const SEED_ASSETS: Record<string, SeedAssets> = {
  'demo-creator': {
    videos: [
      {
        title: 'Studio tour',
        description: 'A walk through my studio, with a guest.',
        tags: ['studio', 'tour'],
        withOther: true,
      },
      {
        title: 'Behind the scenes: full cut',
        description: 'The whole shoot, uncut.',
        tags: ['bts'],
        price: 5.99,
        teaser: true,
      },
      { title: 'Hello and welcome', description: 'A free hello for everyone.', tags: ['welcome'], price: 0 },
    ],
    galleries: [
      { title: 'Summer photoshoot', description: 'Sun, sea and colours.', photos: 6 },
      {
        title: 'Exclusive: golden hour',
        description: 'A for-sale set shot at sunset.',
        price: 9.99,
        photos: 5,
      },
    ],
    products: [
      { name: 'Signed poster', description: 'A3 poster, signed by hand.', price: 19.99, stock: 25 },
      {
        name: 'Digital photo pack',
        description: 'High resolution pictures to download.',
        price: 12.5,
        digital: 'photo-pack.pdf',
      },
    ],
  },
  'creator-01': {
    videos: [
      { title: 'Morning stretch', description: 'Ten minutes to wake up.', tags: ['fitness', 'morning'] },
      {
        title: 'Full body workout',
        description: 'Forty minutes, no equipment.',
        tags: ['fitness', 'workout'],
        price: 4.99,
        teaser: true,
      },
    ],
    galleries: [
      { title: 'Gym days', description: 'Training diary.', photos: 5 },
      { title: 'Meal prep guide', description: 'A week of meals, step by step.', price: 6.99, photos: 4 },
    ],
    products: [
      { name: 'Resistance band set', description: 'Three bands, light to heavy.', price: 24.99, stock: 10 },
      {
        name: '12-week training plan',
        description: 'PDF plan with weekly goals.',
        price: 14.99,
        digital: 'training-plan.pdf',
      },
    ],
  },
};

/** A tiny valid PDF as the digital file (no processing, no derived files). */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

interface CreatorFiles {
  videos: { file: string; teaser: string | null; thumbnail: string }[];
  photos: string[][];
  products: { image: string; digital: string | null }[];
}

/** Every file of one creator, made in parallel (sharp runs on the libuv pool); rows are inserted afterwards. */
async function makeFiles(app: FastifyInstance, creatorId: string, a: SeedAssets): Promise<CreatorFiles> {
  const videos = Promise.all(
    a.videos.map(async (v, i) => {
      const [file, teaser, thumb] = await Promise.all([
        seedClipFile(app, 'video', creatorId, v.title),
        v.teaser ? seedClipFile(app, 'video-teaser', creatorId, `${v.title} (teaser)`) : null,
        seedImageFile(app, 'video-thumbnail', creatorId, v.title, i + 2),
      ]);
      return { file: file.id, teaser: teaser?.id ?? null, thumbnail: thumb.id };
    }),
  );
  // Two pictures per gallery, alternating: the rendering of a picture is the slow part.
  const photos = Promise.all(
    a.galleries.map((g, i) =>
      Promise.all(
        Array.from(
          { length: g.photos },
          async (_, p) => (await seedImageFile(app, 'photo', creatorId, g.title, i * 2 + (p % 2))).id,
        ),
      ),
    ),
  );
  const products = Promise.all(
    a.products.map(async (p, i) => {
      const [image, digital] = await Promise.all([
        seedImageFile(app, 'product-image', creatorId, p.name, i + 5),
        p.digital
          ? storeMedia(app, { buffer: pdf(p.name), filename: p.digital }, 'product-digital', creatorId)
          : null,
      ]);
      return { image: image.id, digital: digital?.id ?? null };
    }),
  );
  return { videos: await videos, photos: await photos, products: await products };
}

/** One creator's rows to insert: the assets, their files and the clock (`at(hoursAgo)`). */
interface CreatorSeed {
  app: FastifyInstance;
  creatorId: string;
  /** another seeded creator, the guest of a video */
  otherId: string | undefined;
  a: SeedAssets;
  f: CreatorFiles;
  at: (hoursAgo: number) => string;
}

/** Id, owner and a slug unique in the item's table. */
async function identity(
  creatorId: string,
  title: string,
  repo: { slugTaken(slug: string): Promise<boolean> },
) {
  return { id: newId(), performerId: creatorId, slug: await uniqueSlug(title, (s) => repo.slugTaken(s)) };
}

/** No price: subscribers only; a price (0 = free): for sale. */
function saleOf(price: number | undefined) {
  return { isSale: price !== undefined ? 1 : 0, priceCents: toCents(price ?? 0) };
}

async function insertVideos({ app, creatorId, otherId, a, f, at }: CreatorSeed) {
  for (const [i, v] of a.videos.entries()) {
    await app.repos.videos.create(
      {
        ...(await identity(creatorId, v.title, app.repos.videos)),
        title: v.title,
        description: v.description,
        tags: v.tags,
        participantIds: v.withOther && otherId ? [creatorId, otherId] : [creatorId],
        status: 'active',
        ...saleOf(v.price),
        isSchedule: 0,
        scheduledAt: null,
        fileId: f.videos[i].file,
        teaserId: f.videos[i].teaser,
        thumbnailId: f.videos[i].thumbnail,
      },
      at(10 + i * 7),
    );
  }
  await app.repos.performers.adjustStat(creatorId, 'totalVideos', a.videos.length);
}

async function insertGalleries({ app, creatorId, a, f, at }: CreatorSeed) {
  for (const [i, g] of a.galleries.entries()) {
    const gallery = await app.repos.galleries.create(
      {
        ...(await identity(creatorId, g.title, app.repos.galleries)),
        title: g.title,
        description: g.description,
        status: 'active',
        ...saleOf(g.price),
      },
      at(15 + i * 9),
    );
    for (const [p, fileId] of f.photos[i].entries()) {
      const photo = await app.repos.photos.create(
        {
          id: newId(),
          performerId: creatorId,
          galleryId: gallery.id,
          fileId,
          title: `${g.title} #${p + 1}`,
          description: '',
          status: 'active',
        },
        // one second apart: upload order is the photo order
        at(15 + i * 9 - p / 3600),
      );
      if (p === 0) await app.repos.galleries.setCover(gallery.id, photo.id, at(15 + i * 9));
    }
  }
  await app.repos.performers.adjustStat(creatorId, 'totalGalleries', a.galleries.length);
  await app.repos.performers.adjustStat(creatorId, 'totalPhotos', f.photos.flat().length);
}

async function insertProducts({ app, creatorId, a, f, at }: CreatorSeed) {
  for (const [i, p] of a.products.entries()) {
    await app.repos.products.create(
      {
        ...(await identity(creatorId, p.name, app.repos.products)),
        name: p.name,
        description: p.description,
        type: f.products[i].digital ? 'digital' : 'physical',
        status: 'active',
        priceCents: toCents(p.price),
        stock: p.stock ?? 0,
        imageId: f.products[i].image,
        digitalFileId: f.products[i].digital,
      },
      at(20 + i * 5),
    );
  }
  await app.repos.performers.adjustStat(creatorId, 'totalProducts', a.products.length);
}

/** Returns how many creators got assets (0 when already seeded or the creators are missing). */
export async function seedAssetsIfEmpty(app: FastifyInstance): Promise<number> {
  if ((await app.repos.videos.count()) > 0) return 0;
  const now = app.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const creators = (
    await Promise.all(
      Object.entries(SEED_ASSETS).map(async ([username, assets]) => ({
        id: (await app.repos.users.findByLogin(username))?.id,
        assets,
      })),
    )
  ).filter((c): c is { id: string; assets: SeedAssets } => Boolean(c.id));
  const files = await Promise.all(creators.map((c) => makeFiles(app, c.id, c.assets)));
  await app.db.transaction(async () => {
    for (const [i, c] of creators.entries()) {
      const otherId = creators.find((o) => o.id !== c.id)?.id;
      const seed: CreatorSeed = { app, creatorId: c.id, otherId, a: c.assets, f: files[i], at };
      await insertVideos(seed);
      await insertGalleries(seed);
      await insertProducts(seed);
    }
  })();
  return creators.length;
}
