// Session tokens and one-time links (reset, email verification).
import type { FastifyInstance } from 'fastify';
import { hashToken, newRawToken } from '../lib/tokens';
import type { UserRow } from '../repositories/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Server-side lifetimes mirror the cookie: 365 days with "remember me", 1 day without (spec §9). */
export const TOKEN_DAYS_REMEMBER = 365;
export const TOKEN_DAYS_SESSION = 1;
/** An operator's session lasts a working day, "remember me" or not: the console is not left signed in. */
export const ADMIN_SESSION_HOURS = 8;
const RESET_LINK_MS = 60 * 60 * 1000;
const VERIFY_LINK_MS = 7 * DAY_MS;

export async function issueToken(app: FastifyInstance, user: UserRow, remember: boolean) {
  const now = app.now();
  const raw = newRawToken();
  const lifetimeMs =
    user.role === 'admin'
      ? ADMIN_SESSION_HOURS * 60 * 60 * 1000
      : (remember ? TOKEN_DAYS_REMEMBER : TOKEN_DAYS_SESSION) * DAY_MS;
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  await app.repos.tokens.create(user.id, user.role, hashToken(raw), expiresAt, now.toISOString());
  return { token: raw, expiresAt };
}

async function oneTimeLink(
  app: FastifyInstance,
  purpose: 'password-reset' | 'email-verification',
  user: UserRow,
  ttlMs: number,
) {
  const now = app.now();
  const raw = newRawToken();
  // One live link per account and purpose: a newer mail replaces the older link.
  await app.repos.tokens.invalidateOneTime(user.id, purpose, now.toISOString());
  await app.repos.tokens.createOneTime(
    purpose,
    user.id,
    hashToken(raw),
    new Date(now.getTime() + ttlMs).toISOString(),
    now.toISOString(),
  );
  return raw;
}

export async function sendVerificationEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = await oneTimeLink(app, 'email-verification', user, VERIFY_LINK_MS);
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  const link = `${app.config.apiPublicUrl}/auth/email-verification?token=${token}`;
  await app.mailer.send({
    to: user.email,
    subject: `Verify your email address for ${siteName}`,
    text: `Hello ${user.name || user.username || ''},\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link is valid for 7 days.`,
  });
}

export async function sendPasswordResetEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = await oneTimeLink(app, 'password-reset', user, RESET_LINK_MS);
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  const link = `${app.config.appPublicUrl}/auth/reset-password?token=${token}`;
  await app.mailer.send({
    to: user.email,
    subject: `Reset your ${siteName} password`,
    text: `Hello ${user.name || user.username || ''},\n\nSomeone asked to reset your password. To choose a new one, open:\n${link}\n\nThe link is valid for one hour. If it was not you, ignore this email.`,
  });
}

export async function consumeLink(
  app: FastifyInstance,
  purpose: 'password-reset' | 'email-verification',
  raw: string | undefined,
) {
  if (!raw || !/^[a-f0-9]{64}$/i.test(raw)) return undefined;
  return await app.repos.tokens.consumeOneTime(
    purpose,
    hashToken(raw.toLowerCase()),
    app.now().toISOString(),
  );
}
