// Account fields shared by PUT /users and PUT /performers/me.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { hashPassword, verifyPasswordOrDecoy } from '../lib/passwords';
import type { UserProfilePatch, UserRow } from '../repositories/users';
import { sendVerificationEmail } from './sessions';
import { assertUnique } from './accounts';

export interface AccountFields {
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  gender?: string;
  country?: string;
  phone?: string;
  password?: string;
  /** Required to change the password or the email of an account that has a password. */
  currentPassword?: string;
}

export const CREDENTIAL_MESSAGES = {
  currentRequired: 'Enter your current password to change your email or password',
  currentWrong: 'Your current password is incorrect',
  setPasswordFirst:
    'Set a password first: your account signs in with Google or X, and a password protects email changes',
} as const;

/**
 * Proof for a password or email change: the current password. An account made through Google or X has none:
 * it may set a first password from its session, and must have one before its email can change.
 */
export async function assertCredentialChange(
  user: UserRow,
  change: { password: boolean; email: boolean },
  currentPassword: string | undefined,
): Promise<void> {
  if (!change.password && !change.email) return;
  if (!user.passwordHash) {
    if (change.email) throw new HttpError(422, CREDENTIAL_MESSAGES.setPasswordFirst);
    return;
  }
  if (!currentPassword) throw new HttpError(422, CREDENTIAL_MESSAGES.currentRequired);
  if (!(await verifyPasswordOrDecoy(currentPassword, user.passwordHash)))
    throw new HttpError(422, CREDENTIAL_MESSAGES.currentWrong);
}

/** A new password ends every other session (and their sockets); the one that changed it stays. */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  keepTokenId: string | undefined,
): Promise<void> {
  const now = app.now().toISOString();
  await app.repos.users.setPasswordHash(userId, await hashPassword(password), now);
  await app.repos.tokens.invalidateOneTime(userId, 'password-reset', now);
  app.disconnectTokens(await app.repos.tokens.revokeAllForUser(userId, now, keepTokenId));
}

async function mailOldAddress(app: FastifyInstance, user: UserRow, newEmail: string): Promise<void> {
  if (!user.email) return;
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  await app.mailer.send({
    to: user.email,
    subject: `Your ${siteName} email address was changed`,
    text: `Hello ${user.name || user.username || ''},\n\nThe email address of your account was changed to ${newEmail}.\nIf you did not do this, reset your password now and contact support.`,
  });
}

export async function applyAccountFields(
  app: FastifyInstance,
  user: UserRow,
  body: AccountFields,
  sessionTokenId?: string,
): Promise<UserRow> {
  const now = app.now().toISOString();
  await assertUnique(app, { username: body.username, email: body.email }, user.id);
  const newEmail = body.email?.trim();
  const emailChange = newEmail !== undefined && newEmail.toLowerCase() !== (user.email ?? '');
  await assertCredentialChange(
    user,
    { password: Boolean(body.password), email: emailChange },
    body.currentPassword,
  );
  const patch: UserProfilePatch = {};
  for (const key of ['name', 'firstName', 'lastName', 'username', 'email', 'gender', 'phone'] as const) {
    if (body[key] !== undefined) patch[key] = body[key].trim();
  }
  if (body.country !== undefined) patch.country = body.country.toUpperCase();
  const emailChanged = patch.email !== undefined && patch.email.toLowerCase() !== (user.email ?? '');
  const updated = (await app.repos.users.updateProfile(user.id, patch, now)) as UserRow;
  if (body.password) await changePassword(app, user.id, body.password, sessionTokenId);
  if (emailChanged) {
    await mailOldAddress(app, user, patch.email as string);
    await app.repos.users.clearEmailVerification(user.id, now);
    const fresh = (await app.repos.users.findById(user.id)) as UserRow;
    await sendVerificationEmail(app, fresh);
    return fresh;
  }
  return updated;
}
