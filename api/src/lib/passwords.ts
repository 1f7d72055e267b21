// scrypt from node:crypto: a memory-hard slow hash with a per-user salt, no native addon needed.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$saltHex$hashHex (parameters kept so they can be raised later). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('hex'), key.toString('hex')].join('$');
}

let decoy: Promise<string> | null = null;

/**
 * Checks a password against an account that may not exist (or has no password): an unknown login costs
 * the same scrypt work as a wrong password, so timing does not tell which accounts exist.
 */
export async function verifyPasswordOrDecoy(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  if (!stored) {
    await verifyPassword(password, await decoy);
    return false;
  }
  return verifyPassword(password, stored);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scryptCb(
      password,
      Buffer.from(saltHex, 'hex'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 },
      (err, k) => (err ? reject(err) : resolve(k)),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
