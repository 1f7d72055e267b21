// Blocking routes: the site-wide country check (public) and a creator's own blocks of users and
// countries (creator token; fans get 403). The profile, directory, follows and reactions enforce them.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { countryForRequest, normaliseCountryCodes } from '../../lib/geo';
import { HttpError, badRequest, notFound, ok } from '../../lib/http-error';
import { isKnownCountryCode } from '../../lib/reference-data';
import { guardFor } from '../../lib/route-guards';
import { toBlockJson, toCountryBlockJson } from '../../mappers/social';
import { Page, PageQuery, paging, RemovedJson, responses } from '../../schemas/common';
import {
  BlockCountriesBody,
  BlockJson,
  BlockUserBody,
  CountryBlockJson,
  SiteBlockJson,
  UserIdParams,
} from '../../schemas/social';
import { revokeBlocked } from '../../services/live-access';

export const BLOCKED_COUNTRIES_SETTING = 'blockedCountries';

// The web app's server adds ?fromServerRequest=true (reference §1.2); it changes nothing here.
export const CountryCheckQuery = Type.Object({
  fromServerRequest: Type.Optional(Type.String({ maxLength: 10 })),
});

/** Whether the site-wide blocked-country setting covers this country (null = unknown: never blocked). */
export async function isSiteBlocked(app: FastifyInstance, country: string | null): Promise<boolean> {
  if (!country) return false;
  return normaliseCountryCodes(await app.repos.settings.get(BLOCKED_COUNTRIES_SETTING)).includes(country);
}

export default async function blockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Resolved per request: the site check is also mounted on bare test apps without the auth plugin.
  const creatorOnly = guardFor('creator', async function (request, reply) {
    await app.requireRole('performer').call(this, request, reply);
  } as preHandlerAsyncHookHandler);
  const me = (request: { authUser: { id: string } | null }) => request.authUser!.id;

  app.get(
    '/block/countries/check',
    { schema: { querystring: CountryCheckQuery, response: responses(SiteBlockJson) } },
    async (request, reply) => {
      // The answer depends on the caller's address: shared caches must not reuse it.
      reply.header('cache-control', 'private, no-store');
      return ok({ blocked: await isSiteBlocked(app, countryForRequest(request)) });
    },
  );

  const block = { body: BlockUserBody, response: responses(BlockJson) };
  app.post('/block/users', { preHandler: creatorOnly, schema: block }, async (request) => {
    const { targetId, reason } = request.body;
    if (targetId === me(request)) throw new HttpError(422, 'You cannot block yourself');
    const target = await app.repos.users.findById(targetId);
    if (!target) throw notFound('User not found');
    const row = await app.repos.blocks.upsert(
      me(request),
      targetId,
      (reason ?? '').trim(),
      app.now().toISOString(),
    );
    // live media of the blocked user in this creator's open sessions ends now (issue 12)
    await revokeBlocked(app, me(request), targetId);
    return ok(toBlockJson(row, app.config.apiPublicUrl));
  });

  // Idempotent: unblocking someone who is not blocked succeeds too.
  app.delete(
    '/block/users/:userId',
    { preHandler: creatorOnly, schema: { params: UserIdParams, response: responses(RemovedJson) } },
    async (request) => {
      const removed = await app.repos.blocks.remove(me(request), request.params.userId);
      return ok({ success: true, removed });
    },
  );

  app.get(
    '/block/users',
    { preHandler: creatorOnly, schema: { querystring: PageQuery, response: responses(Page(BlockJson)) } },
    async (request) => {
      const { offset, limit } = paging(request.query);
      const page = await app.repos.blocks.listBySource(me(request), offset, limit);
      return ok({ data: page.rows.map((r) => toBlockJson(r, app.config.apiPublicUrl)), total: page.total });
    },
  );

  // Replaces the whole list (an empty list unblocks every country).
  app.post(
    '/block/countries',
    { preHandler: creatorOnly, schema: { body: BlockCountriesBody, response: responses(CountryBlockJson) } },
    async (request) => {
      const codes = [...new Set(request.body.countryCodes.map((c) => c.toUpperCase()))];
      const unknown = codes.filter((c) => !isKnownCountryCode(c));
      if (unknown.length) throw badRequest([`Unknown country code: ${unknown.join(', ')}`]);
      await app.repos.performers.setBlockCountries(me(request), codes);
      return ok(toCountryBlockJson(me(request), codes));
    },
  );

  const countries = { response: responses(CountryBlockJson) };
  app.get('/block/countries', { preHandler: creatorOnly, schema: countries }, async (request) => {
    const perf = await app.repos.performers.findByUserId(me(request));
    return ok(
      toCountryBlockJson(
        me(request),
        normaliseCountryCodes(perf ? (JSON.parse(perf.blockCountries) as unknown) : []),
      ),
    );
  });
}
