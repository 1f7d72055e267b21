import { fileImage, toMediaFile, type MediaFile } from '@/lib/media-file';
import { toMediaFile as feedMediaFile } from '@/features/feed/types';
import { toMediaFile as assetMediaFile } from '@/features/asset/media';

const file = (over: Partial<MediaFile> = {}): MediaFile => ({
  _id: 'f1',
  type: 'photo',
  name: '',
  mimeType: 'image/jpeg',
  width: 0,
  height: 0,
  duration: 0,
  size: 0,
  status: 'finished',
  thumbnails: [],
  url: null,
  ...over,
});

describe('toMediaFile (one mapper for posts and assets)', () => {
  test('file JSON maps with numbers read from strings and an unknown status as finished', () => {
    expect(
      toMediaFile({
        _id: 'f1',
        type: 'feed-video',
        mimeType: 'video/mp4',
        width: '1280',
        height: 720,
        duration: 12.5,
        size: 10,
        status: 'odd',
        thumbnails: ['https://cdn.test/t.jpg', ''],
        url: 'https://cdn.test/v.mp4',
      }),
    ).toEqual({
      _id: 'f1',
      type: 'feed-video',
      name: '',
      mimeType: 'video/mp4',
      width: 1280,
      height: 720,
      duration: 12.5,
      size: 10,
      status: 'finished',
      thumbnails: ['https://cdn.test/t.jpg'],
      url: 'https://cdn.test/v.mp4',
    });
  });

  test('a bare URL is an image file; nothing usable is null', () => {
    expect(toMediaFile('https://cdn.test/p.jpg')).toEqual(
      file({ _id: '', type: '', mimeType: '', url: 'https://cdn.test/p.jpg' }),
    );
    for (const raw of [null, undefined, '', 5, [], {}, { url: '' }, { thumbnails: [] }]) {
      expect(toMediaFile(raw)).toBeNull();
    }
    expect(toMediaFile({ thumbnails: ['https://cdn.test/b.jpg'] })?.thumbnails).toEqual([
      'https://cdn.test/b.jpg',
    ]);
  });

  test('the feed and the assets export the same mapper', () => {
    expect(feedMediaFile).toBe(toMediaFile);
    expect(assetMediaFile).toBe(toMediaFile);
  });
});

describe('fileImage', () => {
  test('prefers the thumbnail, then an image url, never a video url', () => {
    expect(fileImage(file({ thumbnails: ['t.jpg'], url: 'p.jpg' }))).toBe('t.jpg');
    expect(fileImage(file({ url: 'https://cdn.test/p.jpg' }))).toBe('https://cdn.test/p.jpg');
    expect(fileImage(file({ mimeType: '', url: 'https://cdn.test/p.webp?sig=1' }))).toBe(
      'https://cdn.test/p.webp?sig=1',
    );
    expect(fileImage(file({ mimeType: 'video/mp4', url: 'https://cdn.test/v.mp4' }))).toBe('');
    expect(fileImage(null)).toBe('');
  });
});
