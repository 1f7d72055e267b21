// Media through the cluster (issue 24, "Done when"): a video uploaded through nginx is processed by one worker
// of the three (the job's own record in the queue: started once, completed once), its files land in the
// bucket and nowhere on disk, an entitled fan's URL is the API's redirect to a presigned bucket URL that
// expires (S3_URL_TTL_SECONDS is short in this test), and a fan without access gets no URL at all.
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { openQueryDb } from '@api/db/connect';
import { call, fanWithBalance, login, subscribe, type ClusterInfo } from './helpers';

/** The cluster test's S3_URL_TTL_SECONDS: a locked video's URL lives this plus the clip's running time. */
export const MEDIA_URL_TTL_S = 2;
const CLIP = fs.readFileSync(path.join(__dirname, '../../api/src/seed/media/demo-clip.mp4'));
const CLIP_SECONDS = 3;

interface Context {
  cluster: ClusterInfo;
  nginx: string;
  creatorId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The file and the rows made from it (poster, preview), as object keys (storage/keys objectKey). */
async function objectKeys(info: ClusterInfo, fileId: string): Promise<string[]> {
  const db = openQueryDb({ dataDir: info.dataDir, databaseUrl: info.databaseUrl });
  try {
    const { rows } = await sql<{ kind: string; storedName: string }>`
      SELECT kind, storedName FROM files WHERE id = ${fileId} OR parentId = ${fileId}`.execute(db.kysely);
    return rows.map((r) => `${r.kind}/${r.storedName}`);
  } finally {
    await db.close();
  }
}

/** What BullMQ recorded of one job (its event stream, under the API's `fanplatform` prefix). */
async function jobEvents(info: ClusterInfo, jobId: string): Promise<string[]> {
  const redis = createClient({ url: info.redisUrl });
  await redis.connect();
  try {
    const entries = await redis.xRange('fanplatform:media:events', '-', '+');
    return (entries ?? []).filter((e) => e.message.jobId === jobId).map((e) => e.message.event);
  } finally {
    await redis.quit();
  }
}

async function inBucket(info: ClusterInfo, key: string): Promise<boolean> {
  const client = new S3Client({
    endpoint: info.s3.S3_ENDPOINT,
    region: info.s3.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: info.s3.S3_ACCESS_KEY_ID, secretAccessKey: info.s3.S3_SECRET_ACCESS_KEY },
  });
  try {
    await client.send(new HeadObjectCommand({ Bucket: info.s3.S3_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

export function mediaCases(context: () => Context) {
  test('a video uploaded through nginx: one worker processes it, its files are in the bucket, an entitled fan gets a presigned URL that expires, a fan without access none', async () => {
    const { cluster, nginx, creatorId } = context();
    const creator = await login(nginx, 'demo-creator');
    const form = new FormData();
    form.append('title', 'Cluster clip');
    form.append('video', new Blob([CLIP], { type: 'video/mp4' }), 'clip.mp4');
    const uploaded = await fetch(`${nginx}/performer/performer-assets/videos/upload`, {
      method: 'POST',
      headers: { authorization: creator },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const video = ((await uploaded.json()) as { data: { _id: string; fileId: string } }).data;

    // the upload answered at once; a worker of one of the processes takes the job
    const statusOf = async () =>
      (
        (
          await call(nginx, 'GET', `/performer-assets/videos/${video._id}/file/${video.fileId}/status`, {
            token: creator,
          })
        ).body.data as { status: string }
      ).status;
    let status = await statusOf();
    for (let i = 0; i < 150 && status === 'processing'; i += 1) {
      await sleep(200);
      status = await statusOf();
    }
    expect(status).toBe('finished');
    await sleep(500);
    const events = await jobEvents(cluster, `file-${video.fileId}`);
    expect(events.filter((e) => e === 'active')).toEqual(['active']);
    expect(events.filter((e) => e === 'completed')).toEqual(['completed']);
    expect(events.filter((e) => e === 'failed' || e === 'stalled')).toEqual([]);

    // the original and the poster frame ffmpeg took (thumbnail, blurred preview): in the bucket, not on disk
    const keys = await objectKeys(cluster, video.fileId);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      expect(await inBucket(cluster, key)).toBe(true);
      expect(fs.existsSync(path.join(cluster.dataDir, 'files', key))).toBe(false);
    }

    // a subscriber: the API's signed link, which redirects to a presigned bucket URL
    const entitled = await fanWithBalance(nginx, 0);
    await subscribe(nginx, entitled, creatorId);
    const seen = (
      await call(nginx, 'GET', `/performer-assets/videos/${video._id}`, { token: entitled.token })
    ).body.data as { canView: boolean; video: { url: string } };
    expect(seen.canView).toBe(true);
    const link = new URL(seen.video.url);
    expect(link.searchParams.get('sig')).toMatch(/^[a-f0-9]{64}$/);
    const redirect = await fetch(`${nginx}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const signed = new URL(redirect.headers.get('location')!);
    expect(signed.origin).toBe(cluster.s3.S3_ENDPOINT);
    expect(signed.pathname).toMatch(new RegExp(`^/${cluster.s3.S3_BUCKET}/video/[a-f0-9]+\\.mp4$`));
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    const lifetime = Number(signed.searchParams.get('X-Amz-Expires'));
    expect(lifetime).toBe(MEDIA_URL_TTL_S + CLIP_SECONDS);
    const bytes = await fetch(signed);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(CLIP)).toBe(true);
    // X-Amz-Date is when it was signed (to the second); a moment after its lifetime the bucket refuses it
    const signedAt = Date.parse(
      signed.searchParams
        .get('X-Amz-Date')!
        .replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    await sleep(Math.max(0, signedAt + lifetime * 1000 + 1500 - Date.now()));
    const late = await fetch(signed);
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/expired/i);

    // a fan without a subscription: no URL in the answer, and the bare file path is refused without a redirect
    const outsider = await fanWithBalance(nginx, 0);
    const refused = await call(nginx, 'GET', `/performer-assets/videos/${video._id}`, {
      token: outsider.token,
    });
    const body = JSON.stringify(refused.body);
    expect(refused.body.data).toMatchObject({ canView: false, video: { url: null } });
    expect(body).not.toContain('X-Amz-');
    expect(body).not.toContain(cluster.s3.S3_ENDPOINT);
    const bare = await fetch(`${nginx}${link.pathname}`, { redirect: 'manual' });
    expect(bare.status).toBe(403);
    expect(bare.headers.get('location')).toBeNull();
  });
}
