// The storage driver contract (services/storage): the same cases run against the local disk and against an
// S3-compatible bucket (s3rver on a free loopback port), so the two drivers cannot drift apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskStorage } from '@api/services/storage/local-disk';
import { S3Storage } from '@api/services/storage/s3';
import type { ObjectStorage } from '@api/services/storage';
import { startBucket, type TestBucket } from './helpers/s3';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const BODY = Buffer.from('0123456789abcdefghij'.repeat(50));
const KEY = 'feed-video/0123456789abcdef0123456789abcdef.mp4';
const SIGNED = {
  expiresIn: 120,
  contentType: 'video/mp4',
  contentDisposition: 'attachment; filename="clip.mp4"',
  cacheControl: 'private, max-age=3600',
};

interface Driver {
  storage: ObjectStorage;
  /** the same store with its clock an hour back (URLs it signs have expired) */
  late: ObjectStorage;
  close: () => Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-local-'));
      const storage = new LocalDiskStorage(root);
      return { storage, late: storage, close: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const bucket: TestBucket = await startBucket();
      const storage = new S3Storage(bucket.config);
      const late = new S3Storage(bucket.config, () => Date.now() - 3_600_000);
      return {
        storage,
        late,
        close: async () => {
          storage.close();
          late.close();
          await bucket.close();
        },
      };
    },
  ],
];

describe.each(drivers)('storage driver contract: %s', (_name, start) => {
  let d: Driver;
  beforeAll(async () => {
    d = await start();
    await d.storage.check();
  });
  afterAll(() => d.close());

  test('put, stat and get: the bytes come back whole and by byte range', async () => {
    await d.storage.put(KEY, BODY, 'video/mp4');
    expect(await d.storage.stat(KEY)).toEqual({ size: BODY.length });
    expect((await bytes(await d.storage.get(KEY))).equals(BODY)).toBe(true);
    const part = await bytes(await d.storage.get(KEY, { start: 10, end: 29 }));
    expect(part.equals(BODY.subarray(10, 30))).toBe(true);
  });

  test('a missing object: stat answers null, get rejects, delete is quiet', async () => {
    const missing = 'avatars/ffffffffffffffffffffffffffffffff.jpg';
    expect(await d.storage.stat(missing)).toBeNull();
    await expect(d.storage.get(missing)).rejects.toThrow();
    await expect(d.storage.delete(missing)).resolves.toBeUndefined();
  });

  test('delete removes the object', async () => {
    const key = 'previews/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
    await d.storage.put(key, Buffer.from('x'), 'image/jpeg');
    expect(await d.storage.stat(key)).not.toBeNull();
    await d.storage.delete(key);
    expect(await d.storage.stat(key)).toBeNull();
  });

  test('keys outside <kind>/<random name> are refused before anything is touched', async () => {
    for (const key of [
      '../app.sqlite',
      'avatars/../../x.jpg',
      'avatars/x.jpg',
      'Avatars/abcdef0123456789.jpg',
      '',
    ]) {
      await expect(d.storage.put(key, BODY, 'image/jpeg')).rejects.toThrow(/Not a stored file key/);
      await expect(d.storage.stat(key)).rejects.toThrow(/Not a stored file key/);
      await expect(d.storage.delete(key)).rejects.toThrow(/Not a stored file key/);
    }
  });

  test('withLocalFile hands the tools a real file; a downloaded copy is gone afterwards', async () => {
    let seen = '';
    const size = await d.storage.withLocalFile(KEY, async (file) => {
      seen = file;
      expect(fs.readFileSync(file).equals(BODY)).toBe(true);
      return fs.statSync(file).size;
    });
    expect(size).toBe(BODY.length);
    // the local disk lends the stored file itself; a bucket's copy is removed with its folder
    expect(fs.existsSync(seen)).toBe(d.storage.driver === 'local');
    await expect(
      d.storage.withLocalFile(KEY, async () => {
        throw new Error('tool failed');
      }),
    ).rejects.toThrow('tool failed');
  });

  test('signedUrl: none on the local disk (the API serves it); a bucket URL that serves ranges and expires', async () => {
    const url = await d.storage.signedUrl(KEY, SIGNED);
    if (d.storage.driver === 'local') {
      expect(url).toBeNull();
      return;
    }
    const signed = new URL(url!);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(whole.headers.get('content-disposition')).toBe('attachment; filename="clip.mp4"');
    expect(Buffer.from(await whole.arrayBuffer()).equals(BODY)).toBe(true);
    const ranged = await fetch(url!, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(BODY.subarray(100, 200))).toBe(true);
    // signed an hour ago for 120 s: the bucket refuses it
    const expired = await fetch((await d.late.signedUrl(KEY, SIGNED))!);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/i);
  });

  test('URLs signed within one window are the same URL (browser caches can reuse the bytes)', async () => {
    const a = await d.storage.signedUrl(KEY, SIGNED);
    const b = await d.storage.signedUrl(KEY, SIGNED);
    expect(a).toBe(b);
  });
});
