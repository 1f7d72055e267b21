// Account fields shared by PUT /users and PUT /performers/me.
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
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
}

export async function applyAccountFields(app: FastifyInstance, user: UserRow, body: AccountFields): Promise<UserRow> {
  const now = app.now().toISOString();
  assertUnique(app, { username: body.username, email: body.email }, user.id);
  const patch: UserProfilePatch = {};
  for (const key of ['name', 'firstName', 'lastName', 'username', 'email', 'gender', 'phone'] as const) {
    if (body[key] !== undefined) patch[key] = body[key].trim();
  }
  if (body.country !== undefined) patch.country = body.country.toUpperCase();
  const emailChanged = patch.email !== undefined && patch.email.toLowerCase() !== (user.email ?? '');
  const updated = app.repos.users.updateProfile(user.id, patch, now) as UserRow;
  if (body.password) app.repos.users.setPasswordHash(user.id, await hashPassword(body.password), now);
  if (emailChanged) {
    app.repos.users.clearEmailVerification(user.id, now);
    const fresh = app.repos.users.findById(user.id) as UserRow;
    sendVerificationEmail(app, fresh);
    return fresh;
  }
  return updated;
}
