// The input rules at the edge, for every route:
// - JSON bodies nest at most MAX_JSON_DEPTH levels (400 before anything walks them);
// - unknown body and query properties are dropped before the handler (Ajv's removeAdditional, app.ts), never
//   refused: clients of the real API add fields it ignores;
// - text (query strings, path params) takes plain finite decimals only, checked before Ajv coerces it
//   ("Infinity", "1e309", "0x10" would become numbers); JSON keeps its types ("10" is not a number);
// - text carries no NUL character, anywhere (lib/nul-text.ts);
// - a page size above a route's maximum is clamped to the maximum.
// Also keeps a catalogue of the routes (the route-wide tests walk it).
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { HttpError, InputError } from '../lib/http-error';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';
import { nulIssues } from '../lib/nul-text';
import { jsonTypeIssues, numberTextIssues } from '../lib/strict-numbers';
import { clampPageSize } from '../schemas/common';

export interface CatalogedRoute {
  method: string;
  url: string;
  /** The route's schemas (tests derive well-formed requests from them and check every route answers by one). */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order (GET routes include their HEAD twin once). */
    routeCatalog: CatalogedRoute[];
  }
}

type ObjectSchema = Parameters<typeof numberTextIssues>[0] & Parameters<typeof jsonTypeIssues>[0];

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/**
 * Ajv's removeAdditional strips, inside a union, the properties of one branch while it tries another, so a
 * union of object shapes would lose fields: refuse to start with one instead of answering wrongly.
 */
function assertNoObjectUnions(node: SchemaNode | undefined, where: string): void {
  if (!node || typeof node !== 'object') return;
  const branches = node.anyOf ?? node.oneOf ?? [];
  if (branches.some((b) => b.type === 'object' || b.properties))
    throw new Error(`${where}: a union of objects cannot be validated with removeAdditional`);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    assertNoObjectUnions(child, `${where}.${key}`);
  assertNoObjectUnions(node.items, `${where}[]`);
  for (const branch of branches) assertNoObjectUnions(branch, where);
}

/** The schema JSON bodies are checked with: the body schema, or its application/json entry. */
function jsonBodySchema(body: unknown): ObjectSchema {
  const content = (body as { content?: Record<string, { schema?: ObjectSchema }> } | undefined)?.content;
  return content ? content['application/json']?.schema : (body as ObjectSchema);
}

function isPlainObject(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const strictInputPlugin: FastifyPluginAsync = async (app) => {
  const catalog: CatalogedRoute[] = [];
  app.decorate('routeCatalog', catalog);

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string)) {
      done(
        new HttpError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`),
        undefined,
      );
      return;
    }
    // the callback form: it answers through `done` (its type also allows a promise, which it never returns here)
    void parseJson(request, body as string, done);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as
      { querystring?: ObjectSchema; params?: ObjectSchema; body?: ObjectSchema } | undefined;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') catalog.push({ method, url: route.url, schema });
    }
    const body = jsonBodySchema(schema?.body);
    for (const part of ['body', 'querystring', 'params'] as const)
      assertNoObjectUnions(schema?.[part] as SchemaNode | undefined, `${route.method} ${route.url} ${part}`);
    const check = async (request: FastifyRequest) => {
      // A route that declares no query or JSON body takes none: what a client adds is dropped, as Ajv drops
      // undeclared properties where there is a schema (a raw body, e.g. a signed webhook, is left alone).
      if (!schema?.querystring) request.query = {};
      if (!schema?.body && isPlainObject(request.body)) request.body = {};
      const issues = [
        ...nulIssues(request.params),
        ...nulIssues(request.query),
        ...(request.isMultipart() ? [] : nulIssues(request.body)),
        ...numberTextIssues(schema?.params, request.params),
        ...numberTextIssues(schema?.querystring, request.query),
        ...(request.isMultipart() ? [] : jsonTypeIssues(body, request.body)),
      ];
      if (issues.length) throw new InputError(issues);
      clampPageSize(schema?.querystring, request.query);
    };
    // After the route's own preValidation (a fan gets its 403 before any 400 about the body).
    route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
};

export default globalPlugin(strictInputPlugin, 'strict-input');
