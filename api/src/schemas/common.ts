import { Type, type Static, type TOptional, type TSchema, type TUnsafe } from 'typebox';
import { badRequest } from '../lib/http-error';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../lib/validation';

export const Username = Type.String({ pattern: USERNAME_PATTERN, minLength: 3, maxLength: 30 });
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 });
export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const ShortText = (max = 100) => Type.String({ maxLength: max });
export const Gender = Type.Union([
  Type.Literal('male'),
  Type.Literal('female'),
  Type.Literal('transgender'),
  Type.Literal('couple'),
  Type.Literal(''),
]);

// --- Answers (the wire contract: every route declares them, Fastify serialises with them) -----------------

/** A value or null (JSON Schema 2020-12 / OpenAPI 3.1 style: a union with `null`, no `nullable`). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The same property schemas, each optional (a view that has some fields only for some callers). */
export const optionalFields = <F extends Record<string, TSchema>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof F]: TOptional<F[K]>;
  };

/** The success envelope of the contract: `{status: 0, data}`. */
export const Envelope = <T extends TSchema>(data: T, description?: string) =>
  Type.Object({ status: Type.Literal(0), data }, description ? { description } : {});

/**
 * One of several object shapes, told apart by the value of one field (`[value, shape]` pairs; the last shape
 * is the fallback). Written as if/then/else rather than anyOf: fast-json-stringify picks an anyOf branch by
 * validating the whole value against each shape and fails the answer when none validates, while an `if` on
 * the one field picks the shape by that field alone.
 */
export function Switch<T extends TSchema[]>(
  key: string,
  cases: { [I in keyof T]: [string | boolean, T[I]] },
): TUnsafe<Static<T[number]>> {
  const list = cases as [string | boolean, TSchema][];
  const build = (i: number): object =>
    i === list.length - 1
      ? list[i][1]
      : {
          if: { type: 'object', properties: { [key]: { const: list[i][0] } }, required: [key] },
          then: list[i][1],
          else: build(i + 1),
        };
  return Type.Unsafe<Static<T[number]>>(build(0) as TSchema);
}

/** A list page of the contract: `{data: T[], total}` (total counts every match, not this page). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer() });

/** Error body of the contract (plugins/errors): one text, or one per refused field. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.Union([Type.String(), Type.Array(Type.String())]),
    error: Type.String(),
  },
  { description: 'The error body of every refusal and failure' },
);

/**
 * A route's answers: `data` in the success envelope, the error body for every 4xx and 5xx. Every route takes
 * this as `schema.response` (tests/api/wire-contract.test.ts fails on a route without one).
 */
export function responses<T extends TSchema>(data: T, description = 'Success') {
  return {
    200: Envelope(data, description),
    '4xx': ErrorBody,
    '5xx': ErrorBody,
  };
}

/** A file's bytes (not JSON), under each media type the route sends; Fastify sends a Buffer or stream as it is. */
export function FileBytes(mediaTypes: string[], description: string) {
  const schema = Type.Unsafe<Buffer | NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** A sentence for the person (sign-up done, mail sent, …). */
export const NoticeJson = Type.Object({ message: Type.String() });
export type NoticeJson = Static<typeof NoticeJson>;
export const SuccessJson = Type.Object({ success: Type.Boolean() });
export type SuccessJson = Static<typeof SuccessJson>;
/** Idempotent removals: `removed` says whether there was anything to remove. */
export const RemovedJson = Type.Object({ success: Type.Boolean(), removed: Type.Boolean() });
export type RemovedJson = Static<typeof RemovedJson>;

/** An amount of money in dollars: finite, at most two decimal places (stored as integer cents). */
export const Money = (minimum: number, maximum: number) =>
  Type.Number({ minimum, maximum, multipleOf: 0.01 });

/** Entity ids (`_id`): 24 lowercase hex characters. */
export const ObjectId = Type.String({ pattern: '^[a-f0-9]{24}$' });

/** A free-text search keyword (`q`); matched literally, never as a pattern. */
export const Keyword = Type.String({ maxLength: 100 });

/**
 * The schema of a route that takes a multipart form or, for edits without files, the same fields as JSON: only
 * JSON bodies are checked (and stripped of unknown properties) by the schema; forms are read by hand.
 */
export const JsonBodyOf = <T extends object>(schema: T) => ({ content: { 'application/json': { schema } } });

/** List paging of the contract: offset = items skipped, limit 1..200 (default 10). */
export const PageFields = {
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
};
export const PageQuery = Type.Object(PageFields);

/**
 * A page size above the route's maximum is clamped to it, not refused: clients ask for "everything" with a large
 * `limit` (the original client's account page sends limit=500). Runs on the query text, before validation.
 */
export function clampPageSize(schema: { properties?: Record<string, unknown> } | undefined, query: unknown) {
  const field =
    schema?.properties && Object.hasOwn(schema.properties, 'limit') ? schema.properties.limit : null;
  const maximum = (field as { maximum?: unknown } | null)?.maximum;
  if (typeof maximum !== 'number' || !query || typeof query !== 'object') return;
  const q = query as Record<string, unknown>;
  if (Object.hasOwn(q, 'limit') && typeof q.limit === 'string' && Number(q.limit) > maximum)
    q.limit = String(maximum);
}

/** Contract list paging with its defaults applied. */
export function paging(query: { offset?: number; limit?: number }): { offset: number; limit: number } {
  return { offset: query.offset ?? 0, limit: query.limit ?? 10 };
}

/** A username or an id in a path (profile links use either). */
export const IdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * A `fromDate` / `toDate` filter as ISO, or 400: a bare date (YYYY-MM-DD) means its whole day, so `toDate`
 * includes that day.
 */
export function dateBound(value: string | undefined, field: string, endOfDay = false): string | undefined {
  if (!value) return undefined;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`
    : value;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw badRequest([`${field} must be a date`]);
  return new Date(time).toISOString();
}
