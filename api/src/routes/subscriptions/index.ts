// Subscriptions lists (reference §2.4, §2.5): a fan's own, and a creator's subscribers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { ok } from '../../lib/http-error';
import { toSubscriptionJson } from '../../mappers/payments';
import { Page, paging, responses } from '../../schemas/common';
import { SubscriptionJson, SubscriptionSearchQuery, sortOf } from '../../schemas/payments';

const SUBSCRIPTION_SORT = { createdAt: 'createdAt', updatedAt: 'updatedAt', expiredAt: 'expiredAt' } as const;

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list =
    (owner: 'userId' | 'performerId') =>
    async (request: { authUser: { id: string } | null; query: Static<typeof SubscriptionSearchQuery> }) => {
      const q = request.query;
      const page = await app.repos.subscriptions.search({
        [owner]: request.authUser!.id,
        // the other party may be narrowed (a fan picks a creator, a creator a fan)
        ...(owner === 'userId'
          ? { performerId: q.performerId || undefined }
          : { userId: q.userId || undefined }),
        status: q.status || undefined,
        subscriptionType: q.subscriptionType || undefined,
        now: app.now().toISOString(),
        ...sortOf(q, SUBSCRIPTION_SORT, 'updatedAt'),
        ...paging(q),
      });
      return ok({
        data: await Promise.all(page.rows.map(async (r) => await toSubscriptionJson(app, r))),
        total: page.total,
      });
    };

  const schema = { querystring: SubscriptionSearchQuery, response: responses(Page(SubscriptionJson)) };
  app.get('/subscriptions/user/search', { preHandler: app.requireRole('user'), schema }, list('userId'));
  app.get(
    '/subscriptions/performer/search',
    { preHandler: app.requireRole('performer'), schema },
    list('performerId'),
  );
};

export default subscriptionRoutes;
