// Small SQL helpers shared by repositories (and only by them).

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
export function creatorStatsColumn(p: string): string {
  return `json_set(COALESCE(NULLIF(${p}.stats, ''), '{}'),
    '$.subscribers', (SELECT COUNT(*) FROM subscriptions s WHERE s.performerId = ${p}.userId AND s.status != 'created'
                      AND s.expiredAt > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    '$.followers', (SELECT COUNT(*) FROM follows fo WHERE fo.followingId = ${p}.userId)) AS stats`;
}
