import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expiryFor, signature } from '@api/lib/file-urls';
import { storeMedia } from '@api/services/media-store';
import { fileJsonById } from '@api/mappers/media';
import { makeApp, tinyMp4, type TestApp } from './helpers/app';
import { SEED_CLIP, SEED_TONE, local, userId } from './helpers/feeds';

const HOUR = 3_600_000;

describe('signed file URLs', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T10:20:00Z');
  beforeAll(async () => {
    t = await makeApp({ now: () => clock, config: { fileUrlSecret: '' } });
  });
  afterAll(() => t.close());

  const photo = async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    return storeMedia(
      t.app,
      { buffer: jpeg, filename: 'beach.jpg' },
      'feed-photo',
      await userId(t.app, 'demo-creator'),
    );
  };

  test('expiry is now + 6 h rounded up to the next full hour', () => {
    expect(expiryFor(new Date('2026-11-22T10:20:00Z'))).toBe(Date.parse('2026-11-22T17:00:00Z') / 1000);
    expect(expiryFor(new Date('2026-11-22T10:00:00Z'))).toBe(Date.parse('2026-11-22T16:00:00Z') / 1000);
  });

  test('the secret is random, persisted in DATA_DIR and used for the signature', () => {
    const sig = signature(t.app, 'feed-photo', 'a.jpg', 1);
    expect(sig).toMatch(/^[a-f0-9]{64}$/);
    const secret = fs.readFileSync(path.join(t.dataDir, 'file-url-secret'), 'utf8');
    expect(secret).toMatch(/^[a-f0-9]{64}$/);
    expect(signature(t.app, 'feed-photo', 'a.jpg', 2)).not.toBe(sig);
  });

  test('valid signature → 200; missing, tampered or for another file → 403 with the contract message', async () => {
    const file = await photo();
    const json = (await fileJsonById(t.app, file.id, { canView: true }))!;
    expect(json.url).toMatch(
      /^http:\/\/api\.test\/files\/feed-photo\/[a-f0-9]{32}\.jpg\?exp=\d+&sig=[a-f0-9]{64}$/,
    );
    const ok = await t.app.inject({ method: 'GET', url: local(json.url!) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['cache-control']).toContain('private');
    const thumb = await t.app.inject({ method: 'GET', url: local(json.thumbnails[0]) });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(640);

    const bare = local(json.url!).split('?')[0];
    const sig = new URL(json.url!).searchParams.get('sig')!;
    const exp = new URL(json.url!).searchParams.get('exp')!;
    const other = (await fileJsonById(t.app, (await photo()).id, { canView: true }))!;
    for (const url of [
      bare,
      `${bare}?exp=${exp}`,
      `${bare}?exp=${exp}&sig=${sig.replace(/^./, sig[0] === 'a' ? 'b' : 'a')}`,
      `${bare}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${local(other.url!).split('?')[0]}?exp=${exp}&sig=${sig}`,
      `${bare}?exp=${exp}&sig=../../etc`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'You do not have access to this file' });
    }
  });

  test('a URL stops working once it expired (app clock), a fresh one works', async () => {
    const file = await photo();
    const url = local((await fileJsonById(t.app, file.id, { canView: true }))!.url!);
    clock = new Date(clock.getTime() + 6 * HOUR);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + HOUR);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: local((await fileJsonById(t.app, file.id, { canView: true }))!.url!),
        })
      ).statusCode,
    ).toBe(200);
  });

  test('locked JSON: url null, no name, only the public blurred preview (served without signature)', async () => {
    const file = await photo();
    const locked = (await fileJsonById(t.app, file.id, { canView: false }))!;
    expect(locked).toMatchObject({
      url: null,
      name: '',
      width: 900,
      height: 600,
      status: 'finished',
      type: 'feed-photo',
    });
    expect(locked.thumbnails).toHaveLength(1);
    expect(locked.thumbnails[0]).toMatch(/^http:\/\/api\.test\/files\/previews\/[a-f0-9]{32}\.jpg$/);
    const preview = await t.app.inject({ method: 'GET', url: local(locked.thumbnails[0]) });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(32);
  });

  test('public kinds are never signed and need no signature', async () => {
    const jpeg = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const file = await storeMedia(
      t.app,
      { buffer: jpeg, filename: 't.jpg' },
      'feed-thumbnail',
      await userId(t.app, 'demo-creator'),
    );
    const json = (await fileJsonById(t.app, file.id, { canView: false }))!;
    expect(json.url).toMatch(/\/files\/feed-thumbnail\/[a-f0-9]{32}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: local(json.url!) })).statusCode).toBe(200);
  });

  test('GPS and other EXIF are stripped from the stored original', async () => {
    const withGps = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } })
      .withExif({
        IFD0: { Artist: 'secret-artist' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect(withGps.includes(Buffer.from('secret-artist'))).toBe(true);
    const file = await storeMedia(
      t.app,
      { buffer: withGps, filename: 'gps.jpg' },
      'feed-photo',
      await userId(t.app, 'demo-creator'),
    );
    const stored = fs.readFileSync(path.join(t.dataDir, 'files', 'feed-photo', file.storedName));
    expect(stored.includes(Buffer.from('secret-artist'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });
});

describe('video/audio processing queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());
  const owner = async () => await userId(t.app, 'demo-creator');

  test('a real clip goes processing → finished with duration, size and a poster thumbnail + preview', async () => {
    const file = await storeMedia(
      t.app,
      { buffer: SEED_CLIP, filename: 'clip.mp4' },
      'feed-video',
      await owner(),
    );
    expect(file.status).toBe('processing');
    expect(await fileJsonById(t.app, file.id, { canView: true })).toMatchObject({
      status: 'processing',
      thumbnails: [],
    });
    await t.app.media.idle();
    const json = (await fileJsonById(t.app, file.id, { canView: true }))!;
    expect(json).toMatchObject({
      status: 'finished',
      width: 320,
      height: 180,
      duration: 3,
      mimeType: 'video/mp4',
    });
    expect(json.thumbnails[0]).toMatch(/\/files\/feed-video\/[a-f0-9]{32}\.jpg\?exp=/);
    expect((await fileJsonById(t.app, file.id, { canView: false }))!.thumbnails[0]).toMatch(
      /\/files\/previews\//,
    );
  });

  test('audio is probed (duration), no poster', async () => {
    const file = await storeMedia(
      t.app,
      { buffer: SEED_TONE, filename: 'tone.mp3' },
      'feed-audio',
      await owner(),
    );
    await t.app.media.idle();
    const json = (await fileJsonById(t.app, file.id, { canView: true }))!;
    expect(json.status).toBe('finished');
    expect(json.duration).toBeGreaterThan(1.9);
    expect(json.thumbnails).toEqual([]);
  });

  test('audio longer than 15 minutes ends in error after probing', async () => {
    const long = path.join(t.dataDir, 'long.mp3');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '910',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '8k',
      long,
    ]);
    const file = await storeMedia(
      t.app,
      { buffer: fs.readFileSync(long), filename: 'long.mp3' },
      'feed-audio',
      await owner(),
    );
    await t.app.media.idle();
    const row = (await t.app.repos.files.findMedia(file.id))!;
    expect(row).toMatchObject({ status: 'error', error: 'Audio is longer than 15 minutes' });
    expect(row.duration).toBeGreaterThan(900);
  });

  test('garbage behind a video magic header ends in error with no URL', async () => {
    const file = await storeMedia(
      t.app,
      { buffer: tinyMp4(), filename: 'broken.mp4' },
      'feed-video',
      await owner(),
    );
    await t.app.media.idle();
    const row = (await t.app.repos.files.findMedia(file.id))!;
    expect(row.status).toBe('error');
    expect(await fileJsonById(t.app, file.id, { canView: true })).toMatchObject({
      status: 'error',
      url: null,
    });
  });

  test('non-media bytes are refused with 415 and nothing is stored', async () => {
    await expect(
      storeMedia(
        t.app,
        { buffer: Buffer.from('<html>nope</html>'), filename: 'x.mp4' },
        'feed-video',
        await owner(),
      ),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});

describe('processing without ffmpeg / with a hold', () => {
  test('missing ffprobe: the file ends in error, the app keeps working', async () => {
    const t = await makeApp({ config: { ffprobePath: '/nonexistent/ffprobe' } });
    try {
      const file = await storeMedia(
        t.app,
        { buffer: SEED_CLIP, filename: 'clip.mp4' },
        'feed-video',
        await userId(t.app, 'demo-creator'),
      );
      await t.app.media.idle();
      const row = (await t.app.repos.files.findMedia(file.id))!;
      expect(row.status).toBe('error');
      expect(row.error).toMatch(/not installed/);
      expect((await t.app.inject({ method: 'GET', url: '/user/feeds' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('MEDIA_PROCESSING_DELAY_MS holds the job; closing the app mid-hold leaves nothing running', async () => {
    const t = await makeApp({ config: { mediaProcessingDelayMs: 60_000 } });
    const file = await storeMedia(
      t.app,
      { buffer: SEED_CLIP, filename: 'clip.mp4' },
      'feed-video',
      await userId(t.app, 'demo-creator'),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.app.repos.files.findMedia(file.id))!.status).toBe('processing');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
