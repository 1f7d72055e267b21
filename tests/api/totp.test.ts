// RFC 6238 appendix B: the SHA-1 test vectors (8 digits) with the RFC's 20-byte ASCII secret, and the 6-digit
// codes apps show, through the code the console checks.
import { base32Decode, base32Encode, matchTotp, otpauthUri, stepAt, totpCode } from '@api/lib/totp';

const SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

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

test('base32 round-trips and a code is accepted once, within one step of drift', () => {
  expect(base32Decode(SECRET).toString('ascii')).toBe('12345678901234567890');
  const now = new Date(1_700_000_000_000);
  const code = totpCode(SECRET, stepAt(now));
  expect(matchTotp(SECRET, code, now)).toBe(stepAt(now));
  expect(matchTotp(SECRET, code, new Date(now.getTime() + 30_000))).toBe(stepAt(now));
  expect(matchTotp(SECRET, code, new Date(now.getTime() + 90_000))).toBeNull();
  expect(matchTotp(SECRET, code, now, stepAt(now))).toBeNull();
  expect(matchTotp(SECRET, '12345', now)).toBeNull();
  expect(otpauthUri('Fan site', 'demo-admin', SECRET)).toBe(
    `otpauth://totp/Fan%20site:demo-admin?secret=${SECRET}&issuer=Fan+site&algorithm=SHA1&digits=6&period=30`,
  );
});
