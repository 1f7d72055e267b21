// The operator's review of a creator's ID documents (issue 20 item 12; there is no admin console yet: the
// command `npm run accounts -- verify|unverify` calls this). The creator is mailed, and their open pages learn it
// at once through `account_updated` (from another process the event goes through the socket_relay table).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { documentReviewOf, type DocumentReview } from '../mappers/account';
import type { UserRow } from '../repositories/users';
import { USER_EVENTS } from '../contract/socket-events';
import { mailMember } from './member-mail';

export const REVIEW_MESSAGES = {
  notCreator: 'is not a creator account',
  noDocuments: 'has not uploaded both ID documents (government ID and selfie with it) yet',
} as const;

export async function reviewDocuments(
  app: FastifyInstance,
  user: UserRow,
  verified: boolean,
  note = '',
): Promise<DocumentReview> {
  const perf = user.role === 'performer' ? await app.repos.performers.findByUserId(user.id) : undefined;
  if (!perf) throw new HttpError(422, REVIEW_MESSAGES.notCreator);
  if (verified && !(perf.idVerificationId && perf.documentVerificationId))
    throw new HttpError(422, REVIEW_MESSAGES.noDocuments);
  await app.repos.performers.setDocumentReview(user.id, verified, note.trim(), app.now().toISOString());
  const review = documentReviewOf((await app.repos.performers.findByUserId(user.id))!);
  app.emitToUser(user.id, USER_EVENTS.accountUpdated, { verifiedDocument: verified, documentReview: review });
  const page = `${app.config.appPublicUrl}/creator/account`;
  const why = note.trim();
  await mailMember(app, user, (siteName) =>
    verified
      ? {
          subject: `Your ID documents are verified on ${siteName}`,
          text: `Your ID documents have been approved. You can now post, sell and go live.${
            why ? `\nNote: ${why}` : ''
          }\nYour account: ${page}`,
        }
      : {
          subject: `Your ID documents were not approved on ${siteName}`,
          text: `Your ID documents could not be approved${why ? `: ${why}` : '.'}\nUpload new pictures in your account (${page}, "ID documents") and they will be reviewed again. Until then you cannot post, sell or go live.`,
        },
  );
  return review;
}
