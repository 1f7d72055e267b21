import { badRequest } from '../lib/http-error';
import { Type } from 'typebox';
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

/** Error body of the contract, for response schemas. */
export const ErrorBody = Type.Object({
  statusCode: Type.Number(),
  message: Type.Union([Type.String(), Type.Array(Type.String())]),
  error: Type.String(),
});

export const MessageData = Type.Object({
  status: Type.Literal(0),
  data: Type.Object({ message: Type.String() }),
});

export const SuccessData = Type.Object({
  status: Type.Literal(0),
  data: Type.Object({ success: Type.Boolean() }),
});

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
