// The cluster's shared services (issue 24), each from a Debian or npm package: Redis (redis-server, no
// persistence), an S3-compatible bucket (s3rver, in this process) and the built-in SFU (one for all API
// processes). PostgreSQL comes from scripts/pg-throwaway.mjs. Each start returns what the API processes need.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { startChild } from '../processes.mjs';

/** Resolves when `port` accepts TCP connections (the child's exit fails it). */
export async function waitForPort(port, { child, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${child.label} exited before port ${port} opened`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs / 1000} s`);
}

/** redis-server on loopback: no RDB snapshots, no AOF, its working folder in the cluster's temp dir. */
export async function startRedis({ port, dir }) {
  const workDir = path.join(dir, 'redis');
  fs.mkdirSync(workDir, { recursive: true });
  const child = startChild(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
    { quiet: true },
  );
  await waitForPort(port, { child });
  return { child, url: `redis://127.0.0.1:${port}` };
}

export const BUCKET = 'fanplatform';

/** s3rver with the bucket created; s3rver's built-in key pair. Runs inside this process. */
export async function startBucket({ port, dir }) {
  const directory = path.join(dir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/**
 * One SFU for the three API processes (each would otherwise start its own, and a live room's publisher and
 * viewers could land on different ones). The APIs sign grants with the shared secret.
 */
export async function startSfu({ port, secret, publicUrl, corsOrigins }) {
  const child = startChild('sfu', process.execPath, ['--import', 'tsx', 'api/sfu/main.ts'], {
    env: {
      ...process.env,
      SFU_PORT: String(port),
      SFU_HOST: '127.0.0.1',
      SFU_SECRET: secret,
      SFU_CORS_ORIGINS: corsOrigins.join(','),
    },
    quiet: true,
  });
  await waitForPort(port, { child });
  return {
    child,
    env: { SFU_URL: `http://127.0.0.1:${port}`, SFU_SECRET: secret, SFU_PUBLIC_URL: publicUrl },
  };
}
