// Starts the built-in SFU as its own process (one event loop must not carry both the API and the media) and
// restarts it if it dies. The API learns its port over IPC and signs grants with a per-start secret.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { SfuEndpoint } from './builtin';

const ENTRY = path.resolve(__dirname, '../../sfu/main.ts');

function publicUrlFor(config: AppConfig, port: number): string {
  if (config.sfuPublicUrl) return config.sfuPublicUrl.replace(/\/+$/, '');
  const url = new URL(config.apiPublicUrl);
  url.port = String(port);
  return url.origin;
}

export interface SfuProcess {
  endpoint: () => SfuEndpoint | null;
  stop: () => Promise<void>;
}

export async function startSfuProcess(config: AppConfig, log: FastifyBaseLogger): Promise<SfuProcess> {
  const secret = config.sfuSecret || randomBytes(32).toString('base64url');
  let endpoint: SfuEndpoint | null = null;
  let child: ChildProcess | null = null;
  let stopping = false;

  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const proc = fork(ENTRY, [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          SFU_SECRET: secret,
          // a restart keeps the port browsers were told about
          SFU_PORT: String(endpoint ? new URL(endpoint.internalUrl).port : config.sfuPort),
          SFU_CORS_ORIGINS: process.env.SFU_CORS_ORIGINS || config.corsOrigins.join(','),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child = proc;
      const timer = setTimeout(() => reject(new Error('the SFU did not start within 30 s')), 30_000);
      proc.on('message', (msg: { type?: string; port?: number }) => {
        if (msg?.type !== 'ready' || !msg.port) return;
        clearTimeout(timer);
        endpoint = {
          internalUrl: `http://127.0.0.1:${msg.port}`,
          publicUrl: publicUrlFor(config, msg.port),
          secret,
        };
        log.info(`SFU (built-in live media) on port ${msg.port}, pid ${proc.pid}`);
        resolve();
      });
      proc.on('exit', (code) => {
        clearTimeout(timer);
        if (stopping) return;
        log.error(`SFU exited (code ${code}); restarting in 1 s`);
        setTimeout(() => void spawn().catch((err) => log.error({ err }, 'SFU restart failed')), 1000);
      });
    });

  await spawn();
  return {
    endpoint: () => endpoint,
    stop: async () => {
      stopping = true;
      const proc = child as ChildProcess | null;
      if (!proc || proc.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => {
          proc.kill('SIGKILL');
          resolve();
        }, 3000).unref();
      });
    },
  };
}
