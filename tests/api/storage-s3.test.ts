// STORAGE=s3 through the API (issue 24, object storage): uploads and processed media land in the bucket, never
// on the local disk; a locked video reaches an entitled fan as a presigned bucket URL that expires, after the
// API's access decision; a fan without access gets no URL; ID documents are presigned for their owner only;
// deleting content deletes its objects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@api/app';
import { objectKey } from '@api/services/storage';
import { login, makeApp, tinyJpeg, type TestApp } from './helpers/app';
import { DEMO_CLIP, fields, file, get, PROTECTED_PATH, sendForm } from './helpers/assets';
import { startBucket, type TestBucket } from './helpers/s3';

const TTL_S = 2;
const CREATE = '/performer/performer-assets/videos/upload';
jest.setTimeout(60_000);

const local = (url: string) => url.replace('http://api.test', '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every object key of a media file and its derived rows (thumbnail, preview). */
async function keysOf(app: FastifyInstance, fileIds: string[]): Promise<string[]> {
  return (await app.repos.files.findMediaWithVariants(fileIds)).map(objectKey);
}

describe('STORAGE=s3 through the API', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let creator: string;
  let fan: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    bucket = await startBucket(TTL_S);
    t = await makeApp({ config: { storage: 's3', s3: bucket.config } });
    [creator, fan] = await Promise.all([login(t.app, 'demo-creator'), login(t.app, 'demo-fan')]);
    jpeg = await tinyJpeg();
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const upload = (values: Record<string, string>) =>
    sendForm(t.app, 'POST', CREATE, creator, [
      ...fields(values),
      file('video', DEMO_CLIP, 'clip.mp4', 'video/mp4'),
      file('thumbnail', jpeg, 'thumb.jpg', 'image/jpeg'),
    ]);

  describe('a subscriber-only video and a pay-per-view one', () => {
    let free: { _id: string; fileId: string; thumbnailId: string };
    let sale: { _id: string; fileId: string };
    beforeAll(async () => {
      free = (await upload({ title: 'Subscribers only' })).json().data;
      sale = (await upload({ title: 'Pay per view', isSale: 'true', price: '4.99' })).json().data;
      await t.app.media.idle();
    });

    test('the upload and its processed poster land in the bucket, not on the local disk', async () => {
      expect(await t.app.repos.files.findMedia(free.fileId)).toMatchObject({
        status: 'finished',
        duration: 3,
      });
      const keys = await keysOf(t.app, [free.fileId, free.thumbnailId]);
      // the original, ffmpeg's poster frame (thumbnail + blurred preview), the picked thumbnail and its variants
      expect(keys.length).toBeGreaterThanOrEqual(4);
      for (const key of keys) {
        expect(await bucket.hasObject(key)).toBe(true);
        expect(fs.existsSync(path.join(t.dataDir, 'files', key))).toBe(false);
      }
    });

    test('an entitled fan: the API URL redirects to a presigned bucket URL that serves ranges and expires', async () => {
      const v = (await get(t.app, `/performer-assets/videos/${free._id}`, fan)).json().data;
      expect(v.canView).toBe(true);
      expect(v.video.url).toMatch(/^http:\/\/api\.test\/files\/video\/[a-f0-9]{32}\.mp4\?exp=\d+&sig=/);
      const res = await t.app.inject({ method: 'GET', url: local(v.video.url) });
      expect(res.statusCode).toBe(302);
      const signed = new URL(res.headers.location as string);
      expect(signed.origin).toBe(bucket.config.endpoint);
      expect(signed.pathname).toBe(
        `/${bucket.config.bucket}/${objectKey((await t.app.repos.files.findMedia(free.fileId))!)}`,
      );
      // the URL lives S3_URL_TTL_SECONDS plus the clip's running time (players keep fetching ranges from it)
      expect(signed.searchParams.get('X-Amz-Expires')).toBe(String(TTL_S + 3));
      expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
      expect(res.headers['cache-control']).toBe('private, max-age=0');

      const whole = await fetch(signed);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await whole.arrayBuffer()).equals(DEMO_CLIP)).toBe(true);
      const ranged = await fetch(signed, { headers: { Range: 'bytes=0-99' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(DEMO_CLIP.subarray(0, 100))).toBe(true);

      // a picture (the thumbnail) is presigned for S3_URL_TTL_SECONDS only; fetched after that, the bucket refuses it
      const poster = await t.app.inject({ method: 'GET', url: local(v.thumbnail.url) });
      expect(poster.statusCode).toBe(302);
      const posterUrl = new URL(poster.headers.location as string);
      expect(posterUrl.searchParams.get('X-Amz-Expires')).toBe(String(TTL_S));
      expect((await fetch(posterUrl)).status).toBe(200);
      await sleep(TTL_S * 1000 + 1200);
      const late = await fetch(posterUrl);
      expect(late.status).toBe(403);
      expect(await late.text()).toMatch(/expired/i);
    });

    test('a fan without access gets no URL, and the bare file URL answers 403 without a redirect', async () => {
      const res = await get(t.app, `/performer-assets/videos/${sale._id}`, fan);
      expect(res.json().data).toMatchObject({ canView: false, isBought: false });
      expect(res.json().data.video.url).toBeNull();
      expect(res.body).not.toMatch(PROTECTED_PATH);
      expect(res.body).not.toContain(bucket.config.endpoint);
      expect(res.body).not.toContain('X-Amz-');
      const original = (await t.app.repos.files.findMedia(sale.fileId))!;
      for (const query of ['', '?exp=9999999999&sig=' + 'a'.repeat(64)]) {
        const bare = await t.app.inject({
          method: 'GET',
          url: `/files/video/${original.storedName}${query}`,
        });
        expect(bare.statusCode).toBe(403);
        expect(bare.headers.location).toBeUndefined();
      }
    });

    test('deleting the video deletes every object it had', async () => {
      const keys = await keysOf(t.app, [free.fileId, free.thumbnailId]);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/performer/performer-assets/videos/${free._id}`,
        headers: { authorization: creator },
      });
      expect(del.statusCode).toBe(200);
      for (const key of keys) expect(await bucket.hasObject(key)).toBe(false);
    });
  });

  test('deleting a message deletes its attachments from the bucket', async () => {
    const creatorId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const open = await t.app.inject({
      method: 'POST',
      url: '/conversations',
      headers: { authorization: fan },
      payload: { source: 'performer', sourceId: creatorId },
    });
    const conversationId = open.json().data._id as string;
    const up = await sendForm(t.app, 'POST', '/messages/public/file/photo', creator, [
      file('file', jpeg, 'secret.jpg', 'image/jpeg'),
    ]);
    const fileId = up.json().data._id as string;
    const keys = await keysOf(t.app, [fileId]);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await bucket.hasObject(key)).toBe(true);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/messages/conversations/${conversationId}`,
      headers: { authorization: creator },
      payload: { text: 'For you', fileIds: [fileId] },
    });
    expect(sent.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/messages/${sent.json().data._id}`,
      headers: { authorization: creator },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toMatchObject({ isDeleted: true, files: [] });
    for (const key of keys) expect(await bucket.hasObject(key)).toBe(false);
    expect(await t.app.repos.files.findMedia(fileId)).toBeUndefined();
  });

  test('ID documents: presigned for their owner only, never cached; anyone else gets 404', async () => {
    const res = await sendForm(t.app, 'POST', '/performers/documents/upload/idVerification', creator, [
      file('file', jpeg, 'id.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    const name = url.split('?')[0].split('/').pop()!;
    expect(await bucket.hasObject(`documents/${name}`)).toBe(true);
    const owner = await t.app.inject({ method: 'GET', url: local(url) });
    expect(owner.statusCode).toBe(302);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    const signed = new URL(owner.headers.location as string);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe(String(TTL_S));
    expect(signed.searchParams.get('response-cache-control')).toBe('private, no-store');
    expect((await fetch(signed)).status).toBe(200);
    const stranger = await t.app.inject({ method: 'GET', url: `/files/documents/${name}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers.location).toBeUndefined();
  });

  test('a bucket it cannot reach stops the start with a message naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    try {
      await expect(
        buildApp({
          dataDir,
          env: {},
          config: { storage: 's3', s3: { ...bucket.config, bucket: 'no-such-bucket' } },
        }),
      ).rejects.toThrow('STORAGE=s3: bucket "no-such-bucket" is not reachable at http://127.0.0.1:');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('an avatar lands in the bucket and its public URL redirects to a presigned one', async () => {
    const res = await sendForm(t.app, 'POST', '/users/avatar/upload', fan, [
      file('avatar', jpeg, 'me.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^http:\/\/api\.test\/files\/avatars\/[a-f0-9]{32}\.jpg$/);
    expect(await bucket.hasObject(url.split('/files/')[1])).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: local(url) });
    expect(served.statusCode).toBe(302);
    const bytes = await fetch(served.headers.location as string);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/jpeg');
  });
});
