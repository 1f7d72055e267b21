// Strict numbers at the edge: before Fastify's validator coerces query strings, params and JSON string values,
// refuse text that is not a plain finite decimal (Ajv would turn "Infinity", "1e309" or "0x10" into numbers).
// Also keeps a catalogue of the routes (the route-wide fuzz test walks it).
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { InputError } from '../lib/http-error';
import { numberTextIssues } from '../lib/strict-numbers';

export interface CatalogedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order (GET routes include their HEAD twin once). */
    routeCatalog: CatalogedRoute[];
  }
}

type ObjectSchema = Parameters<typeof numberTextIssues>[0];

const strictInputPlugin: FastifyPluginAsync = async (app) => {
  const catalog: CatalogedRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') catalog.push({ method, url: route.url });
    }
    const schema = route.schema as
      { querystring?: ObjectSchema; params?: ObjectSchema; body?: ObjectSchema } | undefined;
    if (!schema?.querystring && !schema?.params && !schema?.body) return;
    const check = async (request: { query: unknown; params: unknown; body: unknown }) => {
      const issues = [
        ...numberTextIssues(schema.params, request.params),
        ...numberTextIssues(schema.querystring, request.query),
        ...numberTextIssues(schema.body, request.body),
      ];
      if (issues.length) throw new InputError(issues);
    };
    // After the route's own preValidation (a fan gets its 403 before any 400 about the body).
    route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
};

export default globalPlugin(strictInputPlugin, 'strict-input');
