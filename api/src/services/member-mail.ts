// Mail to a member about a decision an operator took on their account or their content (the ID review, a
// moderation decision): one greeting and the site's name, so every such mail reads the same.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../repositories/users';

export async function mailMember(
  app: FastifyInstance,
  user: Pick<UserRow, 'email' | 'name' | 'username'>,
  compose: (siteName: string) => { subject: string; text: string },
): Promise<void> {
  if (!user.email) return;
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  const { subject, text } = compose(siteName);
  await app.mailer.send({
    to: user.email,
    subject,
    text: `Hello ${user.name || user.username || ''},\n\n${text}`,
  });
}
