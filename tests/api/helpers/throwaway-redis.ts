// A throwaway redis-server on a free loopback port in a temp folder, for the BullMQ job tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis && process.env.CI)
  throw new Error('redis-server is missing: .ci/run installs it (apt-get install redis-server)');

export const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (the OS's choice on loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function until(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await later(50);
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

export interface ThrowawayRedis {
  url: string;
  stop: () => Promise<void>;
  /** stops the server, waits `downMs`, starts it again on the same port (empty: nothing is saved) */
  restart: (downMs: number) => Promise<void>;
}

const answering = (port: number) =>
  until(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      }),
    10_000,
    'redis-server answering',
  );

export async function startRedis(): Promise<ThrowawayRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-jobs-redis-'));
  const port = await freePort();
  const launch = (): ChildProcess =>
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
  let child = launch();
  await answering(port);
  const kill = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, later(2000)]);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    restart: async (downMs) => {
      await kill();
      await later(downMs);
      child = launch();
      await answering(port);
    },
  };
}
