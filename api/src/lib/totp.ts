// Time-based one-time passwords (RFC 6238 over RFC 4226: HMAC-SHA1, 30-second steps, 6 digits), the codes every
// authenticator app shows, through `otpauth` (README "Security decisions": why this library).
// tests/api/totp.test.ts checks the RFC's own vectors through this module.
import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

export const TOTP_STEP_S = 30;
const DIGITS = 6;

/** A new secret: 20 random bytes (160 bits, the RFC's recommendation for SHA-1), base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code of one 30-second step (HOTP with the step number as counter). */
export function totpCode(secret: string, step: number, digits = DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits, counter: step });
}

export const stepAt = (time: Date) => Math.floor(time.getTime() / 1000 / TOTP_STEP_S);

/**
 * The step a code belongs to, within one step either side of `now` (clock drift between phone and server), or
 * null. Steps at or before `afterStep` are refused: a code is accepted once.
 */
export function matchTotp(secret: string, code: string, now: Date, afterStep = 0): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (step <= afterStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_STEP_S,
  }).toString();
}
