// `npm run storage -- push` (api/src/cli/storage.ts): a DATA_DIR that ran on the local disk moves into a bucket
// with every key kept, so the same database starts with STORAGE=s3 and its links still work.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@api/app';
import { runStorageCli } from '@api/cli/storage';
import { localKeys } from '@api/services/storage/copy';
import { login, makeApp, type TestApp } from './helpers/app';
import { startBucket, type TestBucket } from './helpers/s3';

jest.setTimeout(60_000);

describe('npm run storage -- push', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let moved: FastifyInstance | undefined;
  beforeAll(async () => {
    bucket = await startBucket();
    t = await makeApp();
    await t.app.close();
  });
  afterAll(async () => {
    await moved?.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    await bucket.close();
  });

  const push = async (args: string[], storage: 'local' | 's3' = 's3') => {
    const lines: string[] = [];
    const code = await runStorageCli(args, { dataDir: t.dataDir, storage, s3: bucket.config }, (l) =>
      lines.push(l),
    );
    return { code, lines };
  };

  test('refuses without a bucket or a command', async () => {
    expect((await push(['push'], 'local')).code).toBe(2);
    expect((await push([])).lines[0]).toMatch(/^Usage: /);
  });

  test('copies every stored file once, keeps stray files out, and a second run copies nothing', async () => {
    const root = path.join(t.dataDir, 'files');
    fs.writeFileSync(path.join(root, 'avatars', 'notes.txt'), 'not a stored file');
    const { keys } = await localKeys(root);
    expect(keys.length).toBeGreaterThan(50);
    expect((await push(['push', '--dry-run'])).lines).toContain(
      `${keys.length} files would be copied from ${root} to bucket "fanplatform-test".`,
    );
    const first = await push(['push']);
    expect(first).toEqual({
      code: 0,
      lines: [
        'ignored (not a stored file): avatars/notes.txt',
        `${keys.length} files copied to bucket "fanplatform-test", 0 already there, 1 ignored.`,
      ],
    });
    for (const key of [keys[0], keys[keys.length - 1]]) expect(await bucket.hasObject(key)).toBe(true);
    expect(await bucket.hasObject('avatars/notes.txt')).toBe(false);
    expect((await push(['push'])).lines[1]).toBe(
      `0 files copied to bucket "fanplatform-test", ${keys.length} already there, 1 ignored.`,
    );
  });

  test('the same database then runs on the bucket: a seeded avatar and a subscriber video still load', async () => {
    moved = await buildApp({
      dataDir: t.dataDir,
      env: {},
      config: {
        apiPublicUrl: 'http://api.test',
        storage: 's3',
        s3: bucket.config,
        databaseUrl: t.databaseUrl,
      },
    });
    await moved.ready();
    const profile = (await moved.inject({ method: 'GET', url: '/performers/creator-01' })).json().data;
    const avatar = await moved.inject({ method: 'GET', url: profile.avatar.replace('http://api.test', '') });
    expect(avatar.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(avatar.headers.location as string)).arrayBuffer());
    const local = path.join(t.dataDir, 'files', profile.avatar.split('/files/')[1]);
    expect(bytes.equals(fs.readFileSync(local))).toBe(true);

    // demo-fan subscribes to demo-creator
    const creator = (await moved.inject({ method: 'GET', url: '/performers/demo-creator' })).json().data;
    const fan = await login(moved, 'demo-fan');
    const videos = await moved.inject({
      method: 'GET',
      url: `/performer-assets/videos/search?performerId=${creator._id}&limit=20`,
      headers: { authorization: fan },
    });
    const open = (videos.json().data.data as { video: { url: string | null } }[]).find((v) => v.video?.url);
    expect(open).toBeDefined();
    const video = await moved.inject({ method: 'GET', url: open!.video.url!.replace('http://api.test', '') });
    expect(video.statusCode).toBe(302);
    const served = await fetch(video.headers.location as string, { headers: { Range: 'bytes=0-15' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-type')).toBe('video/mp4');
  });
});
