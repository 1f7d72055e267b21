// URLs of stored files. Protected kinds (originals of posts, videos, photos, digital products and their
// full thumbnails) are only served with `?exp=<unix s>&sig=<hex>`: HMAC-SHA256 over `kind/name/exp` with a
// server secret (FILE_URL_SECRET, else a random secret persisted in DATA_DIR/file-url-secret). URLs live
// 6 h with `exp` rounded up to the next full hour, so one page's URLs are stable within the hour.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appMemory } from './app-memory';

/** Kinds whose files need a signed URL. Everything else under /files is public (or owner-only documents). */
export const PROTECTED_KINDS: ReadonlySet<string> = new Set([
  'feed-photo',
  'feed-video',
  'feed-audio',
  'video',
  'photo',
  'product-digital',
  'message-photo',
  'message-video',
]);

export const FILE_ACCESS_DENIED = 'You do not have access to this file';

const LIFETIME_S = 6 * 3600;
const secrets = new WeakMap<object, Buffer>();

function loadSecret(app: FastifyInstance): Buffer {
  return appMemory(secrets, app, () => readSecret(app));
}

function readSecret(app: FastifyInstance): Buffer {
  let secret: Buffer;
  if (app.config.fileUrlSecret) {
    secret = Buffer.from(app.config.fileUrlSecret, 'utf8');
  } else {
    const file = path.join(app.config.dataDir, 'file-url-secret');
    fs.mkdirSync(app.config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  }
  return secret;
}

export function isProtectedKind(kind: string): boolean {
  return PROTECTED_KINDS.has(kind);
}

/** Expiry of URLs signed at `now`: now + 6 h, rounded up to the next full hour (unix seconds). */
export function expiryFor(now: Date): number {
  const target = Math.floor(now.getTime() / 1000) + LIFETIME_S;
  return Math.ceil(target / 3600) * 3600;
}

export function signature(app: FastifyInstance, kind: string, name: string, exp: number): string {
  return createHmac('sha256', loadSecret(app)).update(`${kind}/${name}/${exp}`).digest('hex');
}

/** true when `sig` signs kind/name/exp and exp is still in the future (app clock). */
export function verifySignature(
  app: FastifyInstance,
  kind: string,
  name: string,
  exp: unknown,
  sig: unknown,
): boolean {
  if (
    typeof exp !== 'string' ||
    typeof sig !== 'string' ||
    !/^\d{1,12}$/.test(exp) ||
    !/^[a-f0-9]{64}$/.test(sig)
  )
    return false;
  const expNum = Number(exp);
  if (expNum * 1000 <= app.now().getTime()) return false;
  const expected = Buffer.from(signature(app, kind, name, expNum), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/**
 * Lasting link to a thumbnail the creator made public marketing (a gallery's cover): HMAC over
 * `public/kind/name` without an expiry, so link previews (og:image) and caches keep working. The file route
 * accepts it for thumbnail rows only, never for an original.
 */
export function publicSignature(app: FastifyInstance, kind: string, name: string): string {
  return createHmac('sha256', loadSecret(app)).update(`public/${kind}/${name}`).digest('hex');
}

export function verifyPublicSignature(
  app: FastifyInstance,
  kind: string,
  name: string,
  pub: unknown,
): boolean {
  if (typeof pub !== 'string' || !/^[a-f0-9]{64}$/.test(pub)) return false;
  return timingSafeEqual(Buffer.from(publicSignature(app, kind, name), 'hex'), Buffer.from(pub, 'hex'));
}

export function publicThumbnailUrl(app: FastifyInstance, kind: string, storedName: string): string {
  const base = `${app.config.apiPublicUrl}/files/${kind}/${storedName}`;
  return isProtectedKind(kind) ? `${base}?pub=${publicSignature(app, kind, storedName)}` : base;
}

/** Owner-only files (ID documents) are linked for minutes, not hours: long enough to show a page. */
const PRIVATE_LIFETIME_S = 15 * 60;
const PRIVATE_ROUND_S = 5 * 60;

/**
 * A short-lived signed link to an owner-only file, for its owner's own page (an <img> sends no Authorization
 * header). Only the owner's account JSON carries it; the file route accepts it until it expires.
 */
export function privateFileUrl(app: FastifyInstance, kind: string, storedName: string): string {
  const target = Math.floor(app.now().getTime() / 1000) + PRIVATE_LIFETIME_S;
  const exp = Math.ceil(target / PRIVATE_ROUND_S) * PRIVATE_ROUND_S;
  return `${app.config.apiPublicUrl}/files/${kind}/${storedName}?exp=${exp}&sig=${signature(app, kind, storedName, exp)}`;
}

/** Absolute URL of a stored file; signed when its kind is protected. */
export function storedFileUrl(app: FastifyInstance, kind: string, storedName: string): string {
  const base = `${app.config.apiPublicUrl}/files/${kind}/${storedName}`;
  if (!isProtectedKind(kind)) return base;
  const exp = expiryFor(app.now());
  return `${base}?exp=${exp}&sig=${signature(app, kind, storedName, exp)}`;
}
