import {
  feedPublicId,
  isPollClosed,
  pollPercentages,
  toFeed,
  toMediaFile,
  type PollOption,
} from '@/features/feed/types';
import {
  feedAccess,
  formatDuration,
  lockedThumbnail,
  mediaSummary,
  type FeedViewer,
} from '@/features/feed/access';
import {
  CREATOR_ID,
  FAN_ID,
  OTHER_CREATOR_ID,
  lockedSubscriberPost,
  photoPost,
  ppvPost,
  rawFeed,
  videoFile,
} from '../../fixtures/feeds';

describe('toFeed', () => {
  test('maps a photo post with its files, poll and viewer flags', () => {
    const feed = toFeed(photoPost());
    expect(feed).toMatchObject({
      type: 'photo',
      performerId: CREATOR_ID,
      text: 'Three photos',
      pollDescription: 'Where next?',
      isSubscribed: true,
      totalLike: 3,
      totalComment: 2,
    });
    expect(feed.files).toHaveLength(3);
    expect(feed.files[0]).toMatchObject({ type: 'feed-photo', width: 1200, height: 800, status: 'finished' });
    expect(feed.polls.map((p) => p.totalVote)).toEqual([3, 1]);
    expect(feed.performer).toMatchObject({
      username: 'demo-creator',
      verifiedAccount: true,
      isOnline: true,
      live: false,
    });
  });

  test('tolerates missing and wrong-typed fields', () => {
    const feed = toFeed({
      _id: 'x',
      type: 'weird',
      files: [null, { _id: 'f', url: '' }],
      price: '4.99',
      performer: null,
    });
    expect(feed.type).toBe('text');
    expect(feed.files).toEqual([expect.objectContaining({ _id: 'f', url: null, status: 'finished' })]);
    expect(feed.price).toBe(4.99);
    expect(feed.performer).toBeNull();
    expect(feed.thumbnail).toBeNull();
    expect(toMediaFile({})).toBeNull();
  });

  test('isVoted comes from the post or any option; the public id prefers the slug', () => {
    const raw = photoPost();
    (raw.polls as Record<string, unknown>[])[1].isVoted = true;
    expect(toFeed(raw).isVoted).toBe(true);
    expect(feedPublicId({ _id: 'id1', slug: 'my-post' })).toBe('my-post');
    expect(feedPublicId({ _id: 'id1', slug: '' })).toBe('id1');
  });
});

describe('polls', () => {
  const opt = (totalVote: number): PollOption => ({
    _id: String(totalVote),
    description: '',
    totalVote,
    expiredAt: null,
    isVoted: false,
  });

  test('percentages are whole numbers that add up to 100', () => {
    expect(pollPercentages([opt(1), opt(1), opt(1)])).toEqual([34, 33, 33]);
    expect(pollPercentages([opt(3), opt(1)])).toEqual([75, 25]);
    expect(pollPercentages([opt(0), opt(0)])).toEqual([0, 0]);
  });

  test('closed after pollExpiredAt', () => {
    const feed = { pollExpiredAt: '2026-01-01T00:00:00.000Z', polls: [] };
    expect(isPollClosed(feed, Date.parse('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isPollClosed(feed, Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isPollClosed({ pollExpiredAt: null, polls: [] })).toBe(false);
  });
});

// The locked-panel rule (reference §5.1): viewer × post state -> media shown, or which call to action.
describe('feedAccess: who sees the media, and which button a locked post offers', () => {
  const viewers: Record<string, FeedViewer> = {
    anonymous: { kind: 'visitor', userId: '' },
    'fan subscribed': { kind: 'fan', userId: FAN_ID },
    'fan not subscribed': { kind: 'fan', userId: FAN_ID },
    'other creator': { kind: 'creator', userId: OTHER_CREATOR_ID },
    owner: { kind: 'creator', userId: CREATOR_ID },
  };
  const posts = {
    free: { type: 'photo', isSale: true, price: 0, isBought: false },
    'subscriber-only': { type: 'photo', isSale: false, price: 0, isBought: false },
    PPV: { type: 'video', isSale: true, price: 4.99, isBought: false },
    'PPV bought': { type: 'video', isSale: true, price: 4.99, isBought: true },
    'PPV price 0': { type: 'audio', isSale: true, price: 0, isBought: false },
    text: { type: 'text', isSale: false, price: 0, isBought: false },
  } as const;

  // [viewer, post, expected] — 'media' = unlocked, otherwise the CTA (+ ':disabled')
  const table: [string, keyof typeof posts, string][] = [
    ['anonymous', 'free', 'follow'],
    ['anonymous', 'subscriber-only', 'subscribe'],
    ['anonymous', 'PPV', 'pay'],
    ['anonymous', 'PPV price 0', 'follow'],
    ['anonymous', 'text', 'media'],
    ['fan subscribed', 'free', 'media'],
    ['fan subscribed', 'subscriber-only', 'media'],
    ['fan subscribed', 'PPV', 'pay'],
    ['fan subscribed', 'PPV bought', 'media'],
    ['fan subscribed', 'PPV price 0', 'media'],
    ['fan subscribed', 'text', 'media'],
    ['fan not subscribed', 'free', 'media'],
    ['fan not subscribed', 'subscriber-only', 'subscribe'],
    ['fan not subscribed', 'PPV', 'pay'],
    ['fan not subscribed', 'PPV price 0', 'media'],
    ['fan not subscribed', 'text', 'media'],
    ['other creator', 'free', 'follow:disabled'],
    ['other creator', 'subscriber-only', 'subscribe:disabled'],
    ['other creator', 'PPV', 'pay:disabled'],
    ['other creator', 'PPV bought', 'pay:disabled'],
    ['other creator', 'text', 'media'],
    ['owner', 'free', 'media'],
    ['owner', 'subscriber-only', 'media'],
    ['owner', 'PPV', 'media'],
    ['owner', 'text', 'media'],
  ];

  test.each(table)('%s × %s -> %s', (viewerName, postName, expected) => {
    const subscribed = viewerName === 'fan subscribed' || viewerName === 'other creator';
    const feed = { performerId: CREATOR_ID, isSubscribed: subscribed, ...posts[postName] };
    const access = feedAccess(feed, viewers[viewerName]);
    const got = access.canView ? 'media' : `${access.cta}${access.ctaDisabled ? ':disabled' : ''}`;
    expect(got).toBe(expected);
  });
});

describe('locked panel content', () => {
  test('best thumbnail: feed thumbnail, then first photo, teaser, first video', () => {
    const base = toFeed(lockedSubscriberPost());
    expect(lockedThumbnail(base)).toBe('http://localhost:8080/files/feed-preview/blur-1.jpg');
    const withThumb = toFeed({
      ...lockedSubscriberPost(),
      thumbnail: { _id: 't', thumbnails: ['/thumb.jpg'], url: '/t.jpg' },
    });
    expect(lockedThumbnail(withThumb)).toBe('/thumb.jpg');
    const ppv = toFeed({ ...ppvPost(), teaser: { _id: 't', thumbnails: ['/teaser.jpg'] } });
    expect(lockedThumbnail(ppv)).toBe('/teaser.jpg');
    expect(lockedThumbnail(toFeed(rawFeed({ type: 'photo' })))).toBeNull();
  });

  test('media counts, or the single video duration', () => {
    expect(mediaSummary(toFeed(lockedSubscriberPost()))).toBe('2 photos');
    expect(mediaSummary(toFeed(ppvPost()))).toBe('2:05');
    expect(
      mediaSummary(
        toFeed(
          rawFeed({
            type: 'photo',
            files: [videoFile({ duration: 0 }), videoFile({ _id: 'v2', duration: 0 })],
          }),
        ),
      ),
    ).toBe('2 videos');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
