// Issue 4 demo posts: demo-creator, creator-01 and creator-02 get posts of every kind (text, photos,
// video, audio, scheduled live, a poll), free / subscriber-only / pay-per-view, one pinned each, plus one
// scheduled (hidden) post. demo-fan subscribes to demo-creator (all open) and follows creator-02 without
// subscribing (locked posts on the home feed). Seeded only while the feeds table is empty.
import type { FastifyInstance } from 'fastify';
import type { FeedInput, FeedType } from '../repositories/feeds';
import { uniqueSlug } from '../services/assets';
import { seedClipFile, seedImageFile, seedPicture } from './media';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Audience = 'free' | 'subscribers' | 'ppv';

export interface SeedPost {
  type: FeedType;
  text: string;
  audience?: Audience;
  price?: number;
  photos?: number;
  thumbnail?: boolean;
  teaser?: boolean;
  poll?: { question: string; options: string[]; days: number };
  pinned?: boolean;
  /** publish later: hidden until then */
  scheduleInDays?: number;
  /** scheduled-streaming posts: the live starts in this many days */
  streamInDays?: number;
  hoursAgo: number;
}

/** A free photo post with a poll that closes in `days`. */
function pollPost(
  text: string,
  question: string,
  options: string[],
  days: number,
  hoursAgo: number,
): SeedPost {
  return { type: 'photo', text, audience: 'free', photos: 1, poll: { question, options, days }, hoursAgo };
}

export const SEED_POSTS: Record<string, SeedPost[]> = {
  'demo-creator': [
    {
      type: 'text',
      text: 'Welcome to my page! New photos every week and a live Q&A soon.',
      pinned: true,
      hoursAgo: 2,
    },
    {
      type: 'photo',
      text: "Behind the scenes of today's shoot",
      audience: 'subscribers',
      photos: 3,
      hoursAgo: 5,
    },
    pollPost(
      'Which look should I post next? Vote below!',
      'Next look',
      ['The red dress', 'The denim jacket', 'Surprise me'],
      7,
      9,
    ),
    {
      type: 'video',
      text: 'A short clip from the studio',
      audience: 'subscribers',
      thumbnail: true,
      hoursAgo: 20,
    },
    {
      type: 'photo',
      text: 'Exclusive set: sunset on the beach',
      audience: 'ppv',
      price: 4.99,
      photos: 2,
      hoursAgo: 30,
    },
    { type: 'audio', text: 'A little tune I recorded this morning', audience: 'free', hoursAgo: 40 },
    {
      type: 'scheduled-streaming',
      text: 'Live Q&A this weekend, bring your questions!',
      streamInDays: 3,
      hoursAgo: 50,
    },
    {
      type: 'video',
      text: 'Full studio session (pay per view)',
      audience: 'ppv',
      price: 7.99,
      teaser: true,
      thumbnail: true,
      hoursAgo: 60,
    },
    { type: 'text', text: 'Coming soon: my travel diary.', scheduleInDays: 2, hoursAgo: 1 },
  ],
  'creator-01': [
    {
      type: 'video',
      text: 'Morning stretch routine',
      audience: 'subscribers',
      thumbnail: true,
      pinned: true,
      hoursAgo: 3,
    },
    { type: 'text', text: 'Monday motivation: 20 minutes is all you need.', hoursAgo: 6 },
    { type: 'photo', text: 'Full-body workout, part 1', audience: 'subscribers', photos: 2, hoursAgo: 12 },
    { type: 'photo', text: 'My complete meal plan', audience: 'ppv', price: 9.99, photos: 1, hoursAgo: 26 },
    { type: 'audio', text: 'Guided breathing session', audience: 'ppv', price: 2.99, hoursAgo: 34 },
    pollPost('What should the next workout focus on?', 'Next workout', ['Core', 'Legs', 'Arms'], 3, 44),
    { type: 'scheduled-streaming', text: 'Live workout on Friday!', streamInDays: 2, hoursAgo: 54 },
  ],
  'creator-02': [
    { type: 'photo', text: 'Berlin at night', audience: 'subscribers', photos: 3, pinned: true, hoursAgo: 4 },
    {
      type: 'photo',
      text: 'Print-quality file of my favourite shot',
      audience: 'ppv',
      price: 4.99,
      photos: 1,
      hoursAgo: 14,
    },
    {
      type: 'video',
      text: 'Behind the lens: a street portrait',
      audience: 'ppv',
      price: 5.99,
      thumbnail: true,
      hoursAgo: 24,
    },
    { type: 'text', text: 'New series starting next week!', hoursAgo: 30 },
    { type: 'photo', text: 'Free wallpaper for everyone', audience: 'free', photos: 1, hoursAgo: 38 },
    { type: 'audio', text: 'Street sounds of Kreuzberg', audience: 'subscribers', hoursAgo: 48 },
  ],
};

function audienceFields(post: SeedPost): Pick<FeedInput, 'isSale' | 'priceCents'> {
  if (post.type === 'text' || post.type === 'scheduled-streaming') return { isSale: 0, priceCents: 0 };
  if (post.audience === 'ppv') return { isSale: 1, priceCents: Math.round((post.price ?? 4.99) * 100) };
  if (post.audience === 'free') return { isSale: 1, priceCents: 0 };
  return { isSale: 0, priceCents: 0 };
}

/** Inserts one post (files generated, stats kept in step); returns its id. */
export async function insertSeedPost(
  app: FastifyInstance,
  creatorId: string,
  post: SeedPost,
  index: number,
  picture?: Buffer,
): Promise<string> {
  const now = app.now();
  const fileIds: string[] = [];
  if (post.type === 'photo') {
    for (let i = 0; i < (post.photos ?? 1); i++) {
      fileIds.push(
        (await seedImageFile(app, 'feed-photo', creatorId, post.text.slice(0, 24), index + i, picture)).id,
      );
    }
  }
  if (post.type === 'video')
    fileIds.push((await seedClipFile(app, 'feed-video', creatorId, post.text.slice(0, 18))).id);
  if (post.type === 'audio') fileIds.push((await seedClipFile(app, 'feed-audio', creatorId)).id);
  const teaserId = post.teaser ? (await seedClipFile(app, 'feed-teaser', creatorId, 'Teaser')).id : null;
  const thumbnailId = post.thumbnail
    ? (await seedImageFile(app, 'feed-thumbnail', creatorId, post.text.slice(0, 24), index + 5)).id
    : null;
  const iso = now.toISOString();
  const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR).toISOString();
  return await app.db.transaction(async () => {
    const slug = await uniqueSlug(post.text.slice(0, 60), async (s) => await app.repos.feeds.slugTaken(s));
    const row = await app.repos.feeds.create(
      {
        performerId: creatorId,
        slug,
        type: post.type,
        title: '',
        text: post.text,
        ...audienceFields(post),
        teaserId,
        thumbnailId,
        pollDescription: post.poll?.question ?? '',
        pollExpiredAt: post.poll ? new Date(now.getTime() + post.poll.days * DAY).toISOString() : null,
        streamingScheduled: post.streamInDays
          ? new Date(now.getTime() + post.streamInDays * DAY).toISOString()
          : null,
        isSchedule: post.scheduleInDays ? 1 : 0,
        scheduleAt: post.scheduleInDays
          ? new Date(now.getTime() + post.scheduleInDays * DAY).toISOString()
          : null,
        status: 'active',
        isPinned: post.pinned ? 1 : 0,
      },
      iso,
    );
    await app.repos.feedFiles.set(row.id, fileIds);
    if (post.poll) {
      const expiredAt = new Date(now.getTime() + post.poll.days * DAY).toISOString();
      const polls = await Promise.all(
        post.poll.options.map(async (o) => (await app.repos.polls.create(creatorId, o, expiredAt, iso)).id),
      );
      await app.repos.polls.attachToFeed(row.id, polls);
    }
    await app.repos.feeds.setCreatedAt(row.id, createdAt);
    await app.repos.performers.adjustStat(creatorId, 'totalFeeds', 1);
    return row.id;
  })();
}

/** The demo posts, only into an empty feeds table. Returns how many were inserted. */
export async function seedFeedsIfEmpty(app: FastifyInstance): Promise<number> {
  if ((await app.repos.feeds.count()) > 0) return 0;
  let inserted = 0;
  for (const [username, posts] of Object.entries(SEED_POSTS)) {
    const creator = await app.repos.users.findByLogin(username);
    if (!creator || creator.role !== 'performer') continue;
    for (const [i, post] of posts.entries()) {
      await insertSeedPost(app, creator.id, post, i + inserted);
    }
    inserted += posts.length;
  }
  return inserted;
}

/**
 * `count` extra text/photo posts for one creator (benchmarks: the home feed with 200 posts). Older than
 * the demo posts, audiences rotating; every 4th post has one photo. Returns how many were inserted.
 */
export async function seedBulkPosts(app: FastifyInstance, username: string, count: number): Promise<number> {
  const creator = await app.repos.users.findByLogin(username);
  if (!creator || creator.role !== 'performer') throw new Error(`${username} is not a creator`);
  const picture = await seedPicture('Bulk post', 3);
  const audiences: Audience[] = ['free', 'subscribers', 'ppv'];
  for (let i = 0; i < count; i++) {
    const photo = i % 4 === 0;
    await insertSeedPost(
      app,
      creator.id,
      {
        type: photo ? 'photo' : 'text',
        text: `Bulk post #${i + 1}: a short update for the benchmark feed.`,
        audience: audiences[i % 3],
        price: 3.99,
        photos: 1,
        hoursAgo: 100 + i,
      },
      i,
      photo ? picture : undefined,
    );
  }
  return count;
}
