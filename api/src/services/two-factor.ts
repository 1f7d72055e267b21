// Operators' two-factor sign-in: enrolment (a TOTP secret shown as a QR code, confirmed with a first code, then
// ten one-time recovery codes) and the login's second step, which marks the session (the token row) as passed.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { matchTotp, newTotpSecret, otpauthUri } from '../lib/totp';
import type { AuthUser } from '../types';

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already set up for this account',
  notStarted: 'Start the set-up first: no authenticator secret is waiting for a code',
  notOn: 'Set up two-factor sign-in first',
  badCode: 'This code is not valid: check the time on your phone and try the next code',
  badRecovery: 'This recovery code is not valid or was already used',
  oneOf: 'Send either the code from your authenticator app or a recovery code',
} as const;

/** Recovery codes are compared whatever their case, spaces and dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** `xxxxx-xxxxx`: 40 random bits in hex, easy to type from paper. */
function newRecoveryCode(): string {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

export async function twoFactorStatus(app: FastifyInstance, auth: AuthUser) {
  const row = await app.repos.adminSecurity.twoFactor(auth.id);
  return {
    enrolled: Boolean(row?.confirmedAt),
    sessionVerified: auth.secondFactor,
    recoveryCodesLeft: row?.confirmedAt ? await app.repos.adminSecurity.recoveryCodesLeft(auth.id) : 0,
  };
}

export async function startEnrolment(app: FastifyInstance, auth: AuthUser) {
  if ((await app.repos.adminSecurity.twoFactor(auth.id))?.confirmedAt)
    throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  const user = (await app.repos.users.findById(auth.id))!;
  const secret = newTotpSecret();
  await app.repos.adminSecurity.startEnrolment(auth.id, secret, app.now().toISOString());
  const issuer = (await app.repos.settings.get<string>('siteName')) || 'Fanplatform';
  return { secret, otpauthUri: otpauthUri(issuer, user.username ?? user.email ?? user.id, secret) };
}

/** The first code confirms the secret; the session counts as passed and the recovery codes are shown once. */
export async function confirmEnrolment(app: FastifyInstance, auth: AuthUser, code: string) {
  const row = await app.repos.adminSecurity.twoFactor(auth.id);
  if (row?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  if (!row) throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted);
  const now = app.now();
  const step = matchTotp(row.secret, code, now, row.lastStep);
  if (step === null) throw new HttpError(422, TWO_FACTOR_MESSAGES.badCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.db.transaction(async () => {
    await app.repos.adminSecurity.acceptStep(auth.id, step, now.toISOString());
    await app.repos.adminSecurity.replaceRecoveryCodes(auth.id, codes.map(hashCode), now.toISOString());
    await app.repos.tokens.markSecondFactor(auth.tokenId, now.toISOString());
  })();
  return { recoveryCodes: codes };
}

/** The login's second step: a current code, or one recovery code (spent). */
export async function verifySecondFactor(
  app: FastifyInstance,
  auth: AuthUser,
  input: { code?: string; recoveryCode?: string },
) {
  const row = await app.repos.adminSecurity.twoFactor(auth.id);
  if (!row?.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  if (Boolean(input.code) === Boolean(input.recoveryCode))
    throw new HttpError(400, TWO_FACTOR_MESSAGES.oneOf);
  const now = app.now();
  const stamp = now.toISOString();
  if (input.code) {
    const step = matchTotp(row.secret, input.code, now, row.lastStep);
    if (step === null || !(await app.repos.adminSecurity.acceptStep(auth.id, step, stamp)))
      throw new HttpError(422, TWO_FACTOR_MESSAGES.badCode);
  } else if (
    !(await app.repos.adminSecurity.useRecoveryCode(auth.id, hashCode(input.recoveryCode!), stamp))
  ) {
    throw new HttpError(422, TWO_FACTOR_MESSAGES.badRecovery);
  }
  await app.repos.tokens.markSecondFactor(auth.tokenId, stamp);
  return await twoFactorStatus(app, { ...auth, secondFactor: true });
}
