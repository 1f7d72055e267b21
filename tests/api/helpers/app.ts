// Shared helpers for API tests: a fresh app on a temp DATA_DIR, login, multipart bodies, tiny media files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp, type BuildAppOptions } from '@api/app';
import { createNamedDatabase, dropDatabase, freshDatabase } from './pg-cluster';

export const DEMO_PASSWORD = 'demo-password';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** '' on SQLite; with TEST_DB=postgres, this app's own database (operator commands and a second app use it) */
  databaseUrl: string;
  close: () => Promise<void>;
}

/**
 * TEST_DB=postgres (npm run test:api:pg): every app gets a database of its own on the run's cluster
 * (global-setup.ts), made from the seeded template database; DATA_DIR still holds its files.
 */
const POSTGRES_CLUSTER = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
if (process.env.TEST_DB === 'postgres' && !POSTGRES_CLUSTER)
  throw new Error('TEST_DB=postgres needs the API project global setup (jest --selectProjects api)');

const TEST_CONFIG = {
  apiPublicUrl: 'http://api.test',
  appPublicUrl: 'http://app.test',
  corsOrigins: ['http://app.test'],
};
const HOUR_MS = 60 * 60 * 1000;

/**
 * A seeded DATA_DIR to copy from. Seeding (demo accounts, 30 creators, posts and media made with sharp) takes
 * seconds; it is done once per jest run (tests/api/global-setup.js names the folder) by whichever test file
 * gets there first, under a mkdir lock, and every other app starts from a copy.
 */
async function seededTemplate(): Promise<string | null> {
  const root = process.env.API_TEST_TEMPLATE_DIR;
  if (!root) return null;
  const dataDir = path.join(root, 'data');
  const ready = path.join(root, 'ready');
  const failed = path.join(root, 'failed');
  // global-setup only names the folder: create it, else the lock below always fails (ENOENT) and every file waits.
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(root, { recursive: true });
  try {
    fs.mkdirSync(path.join(root, 'lock'));
  } catch {
    // Another test file is seeding: wait for it.
    for (let waited = 0; !fs.existsSync(ready); waited += 100) {
      if (fs.existsSync(failed))
        throw new Error(`seeding the test template failed: ${fs.readFileSync(failed, 'utf8')}`);
      if (waited > 120_000) throw new Error('the seeded test template was not ready after 2 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    return dataDir;
  }
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const databaseUrl = POSTGRES_CLUSTER
      ? await createNamedDatabase(POSTGRES_CLUSTER, process.env.API_TEST_TEMPLATE_DB as string)
      : '';
    const app = await buildApp({ seed: true, dataDir, config: { ...TEST_CONFIG, databaseUrl }, env: {} });
    await app.ready();
    await app.media?.idle();
    await app.close();
  } catch (err) {
    // the other test files stop waiting at once, with the reason
    fs.writeFileSync(failed, err instanceof Error ? (err.stack ?? err.message) : String(err));
    throw err;
  }
  fs.writeFileSync(ready, '');
  return dataDir;
}

export interface MakeAppOptions extends Omit<BuildAppOptions, 'dataDir'> {
  /** Runs after every plugin and route is registered, before ready (tests add hooks that watch requests). */
  beforeReady?: (app: FastifyInstance) => void;
  /** 'sqlite': this app runs on SQLite whatever TEST_DB says (a test whose subject is an SQLite DATA_DIR). */
  engine?: 'sqlite';
}

export async function makeApp({ beforeReady, engine, ...options }: MakeAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  // A test with its own clock far from today seeds afresh, so seeded dates (subscriptions...) match its clock.
  const start = options.now?.() ?? new Date();
  let template: string | null = null;
  if (options.seed !== false && Math.abs(start.getTime() - Date.now()) < HOUR_MS) {
    template = await seededTemplate();
    if (template) fs.cpSync(template, dataDir, { recursive: true });
  }
  const databaseUrl =
    POSTGRES_CLUSTER && engine !== 'sqlite'
      ? await freshDatabase(POSTGRES_CLUSTER, template ? process.env.API_TEST_TEMPLATE_DB : undefined)
      : '';
  const app = await buildApp({
    seed: true,
    ...options,
    dataDir,
    config: { ...TEST_CONFIG, databaseUrl, ...options.config },
    env: {},
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    databaseUrl,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropDatabase(POSTGRES_CLUSTER!, databaseUrl);
    },
  };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  remember = false,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password, remember },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** Builds a multipart body by hand so tests control hostile filenames exactly. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined)
      head += `; filename="${p.filename.replace(/"/g, '%22').replace(/\r|\n/g, '')}"`;
    head += '\r\n';
    if (p.filename !== undefined) head += `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`, 'utf8'),
      p.data ?? Buffer.from(p.value ?? '', 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function tinyJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .jpeg()
    .toBuffer();
}

export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The first bytes of an ISO MP4 (ftyp box); enough for the sniffer, which is all video uploads check. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export async function outboxFor(app: FastifyInstance, email: string) {
  return await app.repos.outbox.listFor(email);
}

export function linkToken(body: string): string {
  const m = body.match(/token=([a-f0-9]{64})/);
  if (!m) throw new Error(`no token link in mail: ${body}`);
  return m[1];
}

/**
 * Signs a creator up with an ID document and a selfie (POST /auth/performers/register), as the creator sign-up
 * form does; answers their token and id. The account waits for an operator's review.
 */
export async function registerCreatorWithDocuments(
  app: FastifyInstance,
  who: { firstName: string; lastName: string; username: string; email: string; password: string },
): Promise<{ token: string; id: string }> {
  const jpeg = await tinyJpeg();
  const form = multipart([
    ...Object.entries({ ...who, gender: 'female' }).map(([name, value]) => ({ name, value })),
    { name: 'idVerification', filename: 'id.jpg', contentType: 'image/jpeg', data: jpeg },
    { name: 'documentVerification', filename: 'selfie.jpg', contentType: 'image/jpeg', data: jpeg },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/performers/register',
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(200);
  const token = await login(app, who.username, who.password);
  return { token, id: (await app.repos.users.findByLogin(who.username))!.id };
}
