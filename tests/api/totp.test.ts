// RFC 6238 appendix B: the SHA-1 test vectors (8 digits) with the RFC's 20-byte ASCII secret, and the 6-digit
// codes apps show, through the code the console checks.
import { Secret } from 'otpauth';
import { matchTotp, newTotpSecret, otpauthUri, stepAt, totpCode } from '@api/lib/totp';

const SECRET = Secret.fromLatin1('12345678901234567890').base32;

test.each([
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
])('at %i s the code is %s', (seconds, code) => {
  expect(totpCode(SECRET, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
});

test('a new secret is 160 bits; a code is accepted once, within one step of drift', () => {
  expect(Buffer.from(Secret.fromBase32(newTotpSecret()).bytes)).toHaveLength(20);
  const now = new Date(1_700_000_000_000);
  const code = totpCode(SECRET, stepAt(now));
  expect(matchTotp(SECRET, code, now)).toBe(stepAt(now));
  expect(matchTotp(SECRET, code, new Date(now.getTime() + 30_000))).toBe(stepAt(now));
  expect(matchTotp(SECRET, code, new Date(now.getTime() + 90_000))).toBeNull();
  expect(matchTotp(SECRET, code, now, stepAt(now))).toBeNull();
  expect(matchTotp(SECRET, '12345', now)).toBeNull();
  // what an authenticator app reads from the QR code
  const uri = new URL(otpauthUri('Fan site', 'demo-admin', SECRET));
  expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
    'otpauth://totp/Fan site:demo-admin',
  );
  expect(Object.fromEntries(uri.searchParams)).toEqual({
    secret: SECRET,
    issuer: 'Fan site',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});
