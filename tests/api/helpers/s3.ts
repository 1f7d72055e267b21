// A throwaway S3-compatible server (s3rver) for the storage tests: a free loopback port, a temp folder, one
// bucket, s3rver's built-in credentials. No network leaves the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '@api/config';

export interface TestBucket {
  config: S3Config;
  /** asks the bucket itself (a client of its own, not the driver under test) */
  hasObject: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
}

export async function startBucket(urlTtlSeconds = 300): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-test-'));
  const bucket = 'fanplatform-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    urlTtlSeconds,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    hasObject: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        () => false,
      ),
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
