// The creator verification queue: applicants with their ID documents (signed links that live minutes), and the
// decision. reviewDocuments is the service `npm run accounts -- verify|unverify` calls: the creator is mailed,
// their open pages are told (account_updated) and their next request reads the new state from the database, so
// they go live or sell at once with the session they have.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../../lib/http-error';
import { toPersonSummaryJson, toVerificationJson } from '../../mappers/admin';
import {
  NoteBody,
  PersonIdParams,
  PersonSummaryJson,
  ReasonBody,
  VerificationJson,
} from '../../schemas/admin';
import { Page, PageQuery, paging, responses } from '../../schemas/common';
import { audited } from '../../services/audit';
import { reviewDocuments } from '../../services/document-review';

/** A creator account, or 404 (a fan or an unknown id is no applicant). */
export async function creatorOr404(app: FastifyInstance, id: string) {
  const user = await app.repos.users.findById(id);
  const perf = user?.role === 'performer' ? await app.repos.performers.findByUserId(id) : undefined;
  if (!user || !perf) throw notFound('Creator not found');
  return { user, perf };
}

const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reviewState = async (id: string) => {
    const perf = (await app.repos.performers.findByUserId(id))!;
    return { verifiedDocument: perf.verifiedDocument === 1, documentReviewNote: perf.documentReviewNote };
  };
  const decide = async (
    request: Parameters<typeof audited>[1],
    id: string,
    action: string,
    verified: boolean,
    note: string,
  ) => {
    const { user } = await creatorOr404(app, id);
    await audited(app, request, {
      action,
      targetKind: 'user',
      targetId: id,
      note,
      before: async () => await reviewState(id),
      change: async () => await reviewDocuments(app, user, verified, note),
      after: async () => await reviewState(id),
    });
    return ok(
      toPersonSummaryJson((await app.repos.users.findById(id))!, await app.repos.performers.findByUserId(id)),
    );
  };

  app.get(
    '/admin/verifications',
    { schema: { querystring: PageQuery, response: responses(Page(VerificationJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await app.repos.adminPeople.pendingVerifications(offset, limit);
      const data = await Promise.all(
        rows.map(async (id) => {
          const { user, perf } = await creatorOr404(app, id);
          return await toVerificationJson(app, user, perf);
        }),
      );
      return ok({ data, total });
    },
  );

  app.post(
    '/admin/verifications/:id/approve',
    { schema: { params: PersonIdParams, body: NoteBody, response: responses(PersonSummaryJson) } },
    async (request) =>
      await decide(request, request.params.id, 'verification.approve', true, request.body?.note ?? ''),
  );

  app.post(
    '/admin/verifications/:id/reject',
    { schema: { params: PersonIdParams, body: ReasonBody, response: responses(PersonSummaryJson) } },
    async (request) =>
      await decide(request, request.params.id, 'verification.reject', false, request.body.reason),
  );

  app.post(
    '/admin/people/:id/unverify',
    { schema: { params: PersonIdParams, body: NoteBody, response: responses(PersonSummaryJson) } },
    async (request) =>
      await decide(request, request.params.id, 'person.unverify', false, request.body?.note ?? ''),
  );
};

export default verificationRoutes;
