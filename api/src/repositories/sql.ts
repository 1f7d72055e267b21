// Small SQL helpers shared by repositories (and only by them).
import type { DialectText } from '../db/dialect';
import type { SqlDb } from '../db/sql-db';

/** Escapes LIKE wildcards so a keyword matches literally; use with `ESCAPE '\'`. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** WHERE parts (joined with AND) and their named parameters, as a list query builds them up. */
export interface Conditions {
  where: string[];
  params: Record<string, unknown>;
}

/** Adds `sql` with its parameter `name` when the value is set (undefined = no such filter). */
export function addCondition(c: Conditions, sql: string, name: string, value: unknown): void {
  if (value === undefined) return;
  c.where.push(sql);
  c.params[name] = value;
}

/**
 * A creator's `stats` JSON with the counters derived from their rows (one source: the subscriptions and
 * follows themselves), so menus, profiles and cards agree: subscribers = paid-up subscriptions now,
 * followers = follows. `p` is the alias of the performers table in the query.
 */
export function creatorStatsColumn(d: DialectText, p: string): string {
  return `${d.jsonSet(`COALESCE(NULLIF(${p}.stats, ''), '{}')`, [
    [
      "'subscribers'",
      `(SELECT COUNT(*) FROM subscriptions s WHERE s.performerId = ${p}.userId AND s.status != 'created'
        AND s.expiredAt > ${d.nowIso})`,
    ],
    ["'followers'", `(SELECT COUNT(*) FROM follows fo WHERE fo.followingId = ${p}.userId)`],
  ])} AS stats`;
}

/**
 * Whether a creator is live, from the sessions themselves: a public session that is streaming and not ended.
 * No stored flag can outlive its session (a crash, a restart), so a LIVE badge always leads to a live.
 */
export function creatorLiveSql(p: string): string {
  return `EXISTS (SELECT 1 FROM streams ls WHERE ls.performerId = ${p}.userId AND ls.type = 'public'
    AND ls.isStreaming = 1 AND ls.endedAt IS NULL)`;
}

/** `live` and `streamingStatus` of a creator row, derived by creatorLiveSql (they win over the stored columns). */
export function creatorLiveColumns(p: string): string {
  const live = creatorLiveSql(p);
  return `${live} AS live, CASE WHEN ${live} THEN 'public' ELSE 'offline' END AS streamingStatus`;
}

/** Conditions from optional filters: `{ column: value }` pairs become `column = @column` when the value is set. */
export function equalsConditions(filters: Record<string, unknown>): Conditions {
  const c: Conditions = { where: [], params: {} };
  for (const [column, value] of Object.entries(filters))
    addCondition(c, `${column} = @${column}`, column, value === '' ? undefined : value);
  return c;
}

/**
 * One page of a table and the total of the same filter: the list routes' shape. `order.column` comes from an
 * allow-list (never from the request); `order.tie` (the insertion order unless named) breaks ties in the same direction so
 * pages never overlap.
 */
export async function pageOf<T>(
  db: SqlDb,
  table: string,
  c: Conditions,
  order: { column: string; direction: 'ASC' | 'DESC'; tie?: string },
  offset: number,
  limit: number,
): Promise<Page<T>> {
  const from = `FROM ${table} WHERE ${c.where.join(' AND ') || '1 = 1'}`;
  const tie = order.tie ?? db.text.insertionOrder();
  const rows = (await db
    .prepare(
      `SELECT * ${from} ORDER BY ${order.column} ${order.direction}, ${tie} ${order.direction} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...c.params, limit, offset })) as T[];
  const { total } = (await db.prepare(`SELECT COUNT(*) AS total ${from}`).get(c.params)) as { total: number };
  return { rows, total };
}
