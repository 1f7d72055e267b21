// People: search every account, view one (money, subscriptions, purchases, payouts, reports), activate or
// deactivate it through setAccountStatus (the service `npm run accounts` calls: sessions end, sockets drop), and
// set a creator's own commission.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound, ok } from '../../lib/http-error';
import { toPersonDetailJson, toPersonSummaryJson } from '../../mappers/admin';
import {
  CommissionBody,
  NoteBody,
  PeopleQuery,
  PersonDetailJson,
  PersonIdParams,
  PersonSummaryJson,
} from '../../schemas/admin';
import { Page, paging, responses } from '../../schemas/common';
import { setAccountStatus } from '../../services/accounts';
import { audited } from '../../services/audit';
import { creatorOr404 } from './verifications';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const personOr404 = async (id: string) => {
    const user = await app.repos.users.findById(id);
    if (!user) throw notFound('Account not found');
    return user;
  };
  const summary = async (id: string) =>
    toPersonSummaryJson((await app.repos.users.findById(id))!, await app.repos.performers.findByUserId(id));

  app.get(
    '/admin/people',
    { schema: { querystring: PeopleQuery, response: responses(Page(PersonSummaryJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const { rows, total } = await app.repos.adminPeople.search(request.query, offset, limit);
      const data = await Promise.all(
        rows.map(async (u) =>
          toPersonSummaryJson(
            u,
            u.role === 'performer' ? await app.repos.performers.findByUserId(u.id) : undefined,
          ),
        ),
      );
      return ok({ data, total });
    },
  );

  app.get(
    '/admin/people/:id',
    { schema: { params: PersonIdParams, response: responses(PersonDetailJson) } },
    async (request) => ok(await toPersonDetailJson(app, await personOr404(request.params.id))),
  );

  for (const status of ['active', 'inactive'] as const) {
    app.post(
      `/admin/people/:id/${status === 'active' ? 'activate' : 'deactivate'}`,
      { schema: { params: PersonIdParams, body: NoteBody, response: responses(PersonSummaryJson) } },
      async (request) => {
        const { id } = request.params;
        const user = await personOr404(id);
        // an operator cannot lock themselves out of the console by mistake
        if (id === request.authUser!.id) throw forbidden('You cannot change your own account here');
        await audited(app, request, {
          action: status === 'active' ? 'person.activate' : 'person.deactivate',
          targetKind: 'user',
          targetId: id,
          note: request.body?.note,
          before: () => ({ status: user.status }),
          change: async () => await setAccountStatus(app, id, status),
          after: () => ({ status }),
        });
        return ok(await summary(id));
      },
    );
  }

  app.post(
    '/admin/people/:id/commission',
    { schema: { params: PersonIdParams, body: CommissionBody, response: responses(PersonDetailJson) } },
    async (request) => {
      const { id } = request.params;
      const { perf } = await creatorOr404(app, id);
      const { commission, note } = request.body;
      await audited(app, request, {
        action: 'person.commission',
        targetKind: 'user',
        targetId: id,
        note,
        before: () => ({ commissionOverride: perf.commissionOverride }),
        change: async () => await app.repos.performers.setCommissionOverride(id, commission),
        after: () => ({ commissionOverride: commission }),
      });
      return ok(await toPersonDetailJson(app, await personOr404(id)));
    },
  );
};

export default peopleRoutes;
