// Rules shared by registration, profile updates and social sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { MESSAGES } from '../lib/validation';
import type { UserRow } from '../repositories/users';

export async function assertUnique(
  app: FastifyInstance,
  fields: { username?: string | null; email?: string | null },
  exceptId?: string,
): Promise<void> {
  const errors: string[] = [];
  if (fields.username && (await app.repos.users.isUsernameTaken(fields.username, exceptId)))
    errors.push(MESSAGES.usernameTaken);
  if (fields.email && (await app.repos.users.isEmailTaken(fields.email, exceptId)))
    errors.push(MESSAGES.emailTaken);
  if (errors.length) throw new HttpError(422, errors.length === 1 ? errors[0] : errors);
}

export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const auth = request.authUser;
  const user = auth ? await app.repos.users.findById(auth.id) : undefined;
  if (!user) throw new HttpError(401, 'Unauthorized');
  return user;
}

/** Display name fallback: "First Last", else the username. */
export function displayName(input: {
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string | null;
}): string {
  const full = [input.firstName, input.lastName].filter(Boolean).join(' ').trim();
  return (input.name ?? '').trim() || full || input.username || '';
}

/**
 * Activates or deactivates an account. Deactivation ends every session and drops its sockets at once in this
 * process (another process, like the operator command, is caught by the socket sweep within seconds).
 */
export async function setAccountStatus(
  app: FastifyInstance,
  userId: string,
  status: 'active' | 'inactive',
): Promise<number> {
  const now = app.now().toISOString();
  await app.repos.users.setStatus(userId, status, now);
  if (status === 'active') return 0;
  const revoked = await app.repos.tokens.revokeAllForUser(userId, now);
  app.disconnectTokens(revoked);
  return revoked.length;
}
