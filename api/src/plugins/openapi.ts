// The API's OpenAPI 3.1 document, generated from the schemas every route already declares (request and
// response): JSON at /documentation/json, a browsable page at /documentation. @fastify/swagger builds the
// document from the routes as they register; @fastify/swagger-ui serves Swagger UI over it (README "Wire
// contract"). Registered before the routes, and before plugins/strict-input, so the documentation's own routes
// stay out of the route catalogue. The transform below adds what the route schemas do not say: the resource
// tag (the routes/ folder a route lives in), who may call it (its guard) and the Idempotency-Key it honours.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { globalPlugin } from '../lib/global-plugin';
import { audienceOf } from '../lib/route-guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The resource (routes/ folder) a route belongs to: its tag in the OpenAPI document. */
    resource?: string;
  }
}

export const DOCUMENTATION_PATH = '/documentation';

const WHO: Record<string, string> = {
  'signed-in': 'Any signed-in account.',
  fan: 'Fans only (a creator gets 403).',
  creator: 'Creators only (a fan gets 403).',
  admin:
    'Operators only, after the session passed two-factor (403 to anyone else; `TOTP_ENROLMENT_REQUIRED` or `TOTP_REQUIRED` in `error` before it).',
  'admin-enrolling': 'Operators only (403 to anyone else); answers before two-factor is set up or passed.',
};

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'Honoured here: a retry with the same key replays the first answer instead of doing it again (money routes: always send one).',
    }),
  ),
});

interface TransformInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: RouteOptions;
}

/** Tag, security and the Idempotency-Key header of one route, for the document only (never validated). */
function describeRoute({ schema, url, route }: TransformInput) {
  const audience = audienceOf(route);
  const tag = route.config?.resource ?? url.split('/')[1] ?? 'api';
  const idempotent = (route.config as { idempotent?: boolean } | undefined)?.idempotent === true;
  return {
    url,
    schema: {
      ...schema,
      tags: [tag],
      // Signed-in routes need the token; the others read it when sent (a fan's flags, a visitor's view).
      security: audience ? [{ token: [] }] : [{}, { token: [] }],
      ...(audience ? { description: WHO[audience] } : {}),
      ...(idempotent ? { headers: IdempotencyHeaders } : {}),
    },
  };
}

const openapiPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fanplatform reference API',
        version: '1.0.0',
        description:
          'Every answer is `{status: 0, data}`; every refusal is `{statusCode, message, error}`. Money is in dollars on the wire. Generated from the route schemas (api/src/schemas), which Fastify also serialises the answers with.',
      },
      servers: [{ url: app.config.apiPublicUrl }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'The session token from POST /auth/login, sent as `Authorization: <token>` (`Bearer <token>` also works).',
          },
        },
      },
    },
    transform: describeRoute as never,
  });
  await app.register(swaggerUi, { routePrefix: DOCUMENTATION_PATH });
};

export default globalPlugin(openapiPlugin, 'openapi');

/** Registers a routes/ folder's plugin with its resource name, which the document uses as the routes' tag. */
export function resource(name: string, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, resource: name };
    });
    await scope.register(routes);
  };
}
