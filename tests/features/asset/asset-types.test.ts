import { formatDuration, formatPrice, toMediaFile, toAssetPerformer } from '@/features/asset/media';
import { isUpcoming, isVideoLocked, toVideo, videoPoster, videoView } from '@/features/video/types';
import { canViewGallery, galleryCover, galleryView, toGallery, toPhoto } from '@/features/gallery/types';
import { isOutOfStock, productImage, purchaseCheck, toProduct } from '@/features/product/types';
import {
  API_FILES,
  CREATOR_ID,
  GALLERY_ID,
  lockedFile,
  rawGallery,
  rawLockedVideo,
  rawPhoto,
  rawProduct,
  rawVideo,
  VIDEO_ID,
} from '../../fixtures/assets';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('media file and creator card', () => {
  test('file JSON maps with its status, size and thumbnails; locked files have no url', () => {
    // a well-formed file maps field for field (the fixture has exactly the model's fields)
    expect(toMediaFile(lockedFile())).toEqual(lockedFile());
    expect(toMediaFile(lockedFile())).toMatchObject({
      status: 'finished',
      size: 1048576,
      thumbnails: [`${API_FILES}/previews/clip-blur.jpg`],
      url: null,
    });
    expect(toMediaFile({ _id: 'x', status: 'processing', duration: null, width: null }))?.toMatchObject({
      status: 'processing',
      duration: 0,
      width: 0,
      url: null,
      thumbnails: [],
    });
    expect(toMediaFile(null)).toBeNull();
    expect(toMediaFile({})).toBeNull();
    // older payloads send an image as a bare URL
    expect(toMediaFile('https://cdn.test/p.jpg')?.url).toBe('https://cdn.test/p.jpg');
  });

  test('creator card: 0/1 flags, default avatar, prices when present', () => {
    expect(
      toAssetPerformer({ _id: 'c1', username: 'ann', isOnline: 1, live: 2, monthlyPrice: 5 }),
    ).toMatchObject({
      _id: 'c1',
      username: 'ann',
      avatar: '/no-avatar.jpg',
      isOnline: true,
      live: true,
      monthlyPrice: 5,
      yearlyPrice: 0,
    });
    expect(toAssetPerformer(null)).toBeNull();
  });

  test('formats', () => {
    expect(formatPrice(4.99)).toBe('$4.99');
    expect(formatPrice(5)).toBe('$5');
    expect(formatPrice(19.5)).toBe('$19.50');
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('video', () => {
  test('maps the API JSON (both bookmark spellings, stats, participants, files)', () => {
    const v = toVideo(rawVideo());
    expect(v).toMatchObject({
      _id: VIDEO_ID,
      slug: 'morning-yoga',
      title: 'Morning yoga',
      description: 'Stretch with me <b>every</b> morning',
      tags: ['yoga', 'morning'],
      performerId: CREATOR_ID,
      isSale: false,
      price: 0,
      isSchedule: false,
      scheduledAt: '',
      isSubscribed: true,
      isBookmarked: true,
      canView: true,
      stats: { views: 1234, likes: 5, comments: 2, bookmarks: 1 },
    });
    expect(v.participants.map((p) => p.username)).toEqual(['demo-creator']);
    expect(v.video?.url).toContain('/videos/clip.mp4');
    expect(videoPoster(v)).toBe(`${API_FILES}/video-thumbnails/poster-640.jpg`);
    expect(toVideo({ _id: 'v', isBookMarked: true }).isBookmarked).toBe(true);
  });

  test('counters fall back to totalLike / totalComment', () => {
    expect(toVideo({ _id: 'v', totalLike: 7, totalComment: 3 }).stats).toEqual({
      views: 0,
      likes: 7,
      comments: 3,
      bookmarks: 0,
    });
  });

  test('view: player, processing, pay, subscribe, upcoming', () => {
    expect(videoView(toVideo(rawVideo()), 'fan', NOW)).toBe('player');
    expect(
      videoView(
        toVideo(rawVideo({ video: { ...(rawVideo().video as object), status: 'processing' } })),
        'fan',
        NOW,
      ),
    ).toBe('processing');
    expect(videoView(toVideo(rawLockedVideo()), 'fan', NOW)).toBe('subscribe');
    expect(videoView(toVideo(rawLockedVideo({ isSale: true, price: 4.99 })), 'fan', NOW)).toBe('pay');
    expect(
      videoView(
        toVideo(rawVideo({ isSchedule: true, scheduledAt: '2026-12-01T18:00:00.000Z' })),
        CREATOR_ID,
        NOW,
      ),
    ).toBe('upcoming');
    // a past schedule is no longer upcoming
    expect(isUpcoming({ isSchedule: true, scheduledAt: '2026-11-01T00:00:00.000Z' }, NOW)).toBe(false);
  });

  test('view without the API canView: the flags decide; the owner always has access', () => {
    const noFlag = (o: Record<string, unknown>) => toVideo(rawLockedVideo({ canView: undefined, ...o }));
    expect(videoView(noFlag({}), 'fan', NOW)).toBe('subscribe');
    expect(videoView(noFlag({ isSubscribed: true }), 'fan', NOW)).toBe('processing'); // access but no url yet
    expect(videoView(noFlag({ isSale: true, price: 0 }), 'fan', NOW)).toBe('processing');
    expect(videoView(noFlag({}), CREATOR_ID, NOW)).toBe('processing');
    expect(isVideoLocked(noFlag({}))).toBe(true);
    expect(isVideoLocked(toVideo(rawVideo()))).toBe(false);
  });
});

describe('gallery and photo', () => {
  test('maps a gallery; cover from the public thumbnail', () => {
    const g = toGallery(rawGallery());
    expect(g).toMatchObject({
      _id: GALLERY_ID,
      title: 'Beach day',
      numOfItems: 3,
      canView: true,
      isBookMarked: false,
    });
    expect(galleryCover(g)).toContain('cover-640.jpg');
    expect(galleryCover(toGallery(rawGallery({ coverPhoto: null })))).toBe('');
  });

  test('view: photos, pay, subscribe (API flag first, else the rule of reference §5.9)', () => {
    expect(galleryView(toGallery(rawGallery()), 'fan')).toBe('photos');
    expect(galleryView(toGallery(rawGallery({ canView: false, isSubscribed: false })), 'fan')).toBe(
      'subscribe',
    );
    expect(galleryView(toGallery(rawGallery({ canView: false, isSale: true, price: 3 })), 'fan')).toBe('pay');
    const noFlag = toGallery(rawGallery({ canView: undefined, isSubscribed: false }));
    expect(canViewGallery(noFlag, 'fan')).toBe(false);
    expect(canViewGallery(noFlag, CREATOR_ID)).toBe(true);
    expect(canViewGallery({ ...noFlag, isSale: true, price: 0 }, 'fan')).toBe(true);
  });

  test('maps a photo with its dimensions', () => {
    const p = toPhoto(rawPhoto(2));
    expect(p).toMatchObject({ galleryId: GALLERY_ID, isGalleryCover: false });
    expect(p.photo).toMatchObject({ width: 1600, height: 1200 });
  });
});

describe('product', () => {
  test('maps a product; description stays raw text; digital fields only for the owner', () => {
    const p = toProduct(rawProduct());
    expect(p).toMatchObject({
      name: 'Signed poster',
      type: 'physical',
      price: 19.5,
      stock: 4,
      digitalFileUrl: '',
    });
    expect(p.description).toContain('<script>');
    expect(productImage(p)).toContain('poster-640.jpg');
    expect(toProduct(rawProduct({ type: 'digital', digitalFileUrl: 'https://x/y.zip' })).digitalFileUrl).toBe(
      'https://x/y.zip',
    );
    expect(toProduct({ type: 'weird', stock: -3 })).toMatchObject({ type: 'physical', stock: 0 });
  });

  test('purchase checks in the order of reference §5.9', () => {
    const physical = toProduct(rawProduct());
    const soldOut = toProduct(rawProduct({ stock: 0 }));
    const digital = toProduct(rawProduct({ type: 'digital', stock: 0 }));
    expect(purchaseCheck(soldOut, { loggedIn: false, isPerformer: false })).toBe('login');
    expect(purchaseCheck(soldOut, { loggedIn: true, isPerformer: true })).toBe('creator');
    expect(purchaseCheck(soldOut, { loggedIn: true, isPerformer: false })).toBe('outOfStock');
    expect(purchaseCheck(physical, { loggedIn: true, isPerformer: false })).toBe('ok');
    // stock means nothing for digital products
    expect(isOutOfStock(digital)).toBe(false);
    expect(purchaseCheck(digital, { loggedIn: true, isPerformer: false })).toBe('ok');
  });
});
