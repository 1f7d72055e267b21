// Blocking routes. Issue 2: the site-wide country check. Creator blocks (POST /block/countries,
// /block/users ...) join this plugin later.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { countryForRequest, normaliseCountryCodes } from '../../lib/geo';

export const BLOCKED_COUNTRIES_SETTING = 'blockedCountries';

// The web app's server adds ?fromServerRequest=true (reference §1.2); it changes nothing here.
export const CountryCheckQuery = Type.Object({
  fromServerRequest: Type.Optional(Type.String({ maxLength: 10 })),
});

/** Whether the site-wide blocked-country setting covers this country (null = unknown: never blocked). */
export function isSiteBlocked(app: FastifyInstance, country: string | null): boolean {
  if (!country) return false;
  return normaliseCountryCodes(app.repos.settings.get(BLOCKED_COUNTRIES_SETTING)).includes(country);
}

export default async function blockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/block/countries/check',
    { schema: { querystring: CountryCheckQuery } },
    async (request, reply) => {
      // The answer depends on the caller's address: shared caches must not reuse it.
      reply.header('cache-control', 'private, no-store');
      return { status: 0, data: { blocked: isSiteBlocked(app, countryForRequest(request)) } };
    },
  );
}
