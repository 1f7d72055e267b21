// Finds or creates the account behind a Google or Twitter identity.
import type { FastifyInstance } from 'fastify';
import { isValidUsername } from '../lib/validation';
import type { Role } from '../contract/roles';
import type { UserRow } from '../repositories/users';

export interface SocialProfile {
  provider: 'google' | 'twitter';
  providerId: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
}

export async function findOrCreateSocialAccount(
  app: FastifyInstance,
  profile: SocialProfile,
  role: Role,
): Promise<UserRow> {
  const now = app.now().toISOString();
  const linked = await app.repos.users.findByProvider(profile.provider, profile.providerId);
  if (linked) return linked;
  // Only a provider-verified address may attach the identity to an existing account.
  if (profile.email && profile.emailVerified) {
    const existing = await app.repos.users.findByEmail(profile.email);
    if (existing) {
      await app.repos.users.linkProvider(existing.id, profile.provider, profile.providerId, now);
      return (await app.repos.users.findById(existing.id)) as UserRow;
    }
  }
  const wanted = profile.username?.toLowerCase();
  const username =
    wanted && isValidUsername(wanted) && !(await app.repos.users.isUsernameTaken(wanted)) ? wanted : null;
  const email =
    profile.email && profile.emailVerified && !(await app.repos.users.isEmailTaken(profile.email))
      ? profile.email
      : null;
  return await app.db.transaction(async () => {
    const user = await app.repos.users.create(
      {
        role,
        name:
          profile.name || [profile.firstName, profile.lastName].filter(Boolean).join(' ') || username || '',
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        username,
        email,
        verifiedEmail: Boolean(email),
        [profile.provider === 'google' ? 'googleId' : 'twitterId']: profile.providerId,
      },
      now,
    );
    if (role === 'performer') await app.repos.performers.create(user.id, {});
    return user;
  })();
}
