import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as hex: what the client holds. Only its SHA-256 is stored. */
export function newRawToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Accepts `<token>` and `Bearer <token>`; anything else is treated as absent. */
export function parseAuthHeader(value: string | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const raw = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return /^[a-f0-9]{64}$/i.test(raw) ? raw.toLowerCase() : null;
}
