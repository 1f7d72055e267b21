// STORAGE=s3: objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, ...). The bucket stays
// private: browsers get presigned GET URLs, made only after the API's access decision (plugins/uploads).
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { assertObjectKey } from './keys';
import type { ByteRange, ObjectStorage, SignedGetOptions } from './types';

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly windowMs: number;

  /** `clock` is the bucket's notion of now (the real one): signatures are checked against it, not the app clock. */
  constructor(
    private readonly config: S3Config,
    private readonly clock: () => number = Date.now,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default CRC headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
    // URLs signed within one window are identical, so a browser's cache can reuse the bytes it fetched
    // through them; each still lives at least 3/4 of its lifetime.
    this.windowMs = Math.floor(config.urlTtlSeconds / 4) * 1000;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertObjectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertObjectKey(key);
    const out = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return out.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fanplatform-media-'));
    try {
      const file = path.join(dir, path.basename(key));
      await pipeline(await this.get(key), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      return await work(file);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async signedUrl(key: string, options: SignedGetOptions): Promise<string> {
    assertObjectKey(key);
    const now = this.clock();
    const signingDate = new Date(this.windowMs > 0 ? now - (now % this.windowMs) : now);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      // the bucket answers with the API's sniffed type and headers, not whatever the object was stored with
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
      ResponseCacheControl: options.cacheControl,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn, signingDate });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const why = err instanceof Error ? err.message || err.name : String(err);
      throw new Error(
        `STORAGE=s3: bucket "${this.bucket}" is not reachable at ${this.config.endpoint || 'AWS S3'} (${why})`,
      );
    }
  }

  close(): void {
    this.client.destroy();
  }
}
