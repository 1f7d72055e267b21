// Prepared statements, kept per database. Repositories write `db.prepare(sql).get(...)` at the point of use
// (the SQL reads where it runs), which compiled the same SQL again on every call: a sixth of the API's CPU on a
// feed page (issue 22). `cacheStatements` makes `prepare` hand back the statement already compiled for the same
// text, most recently used first, at most `max` of them; the repositories do not change.
import type { Database, Statement } from 'better-sqlite3';

export const STATEMENT_CACHE_MAX = 500;

export function cacheStatements(db: Database, max: number = STATEMENT_CACHE_MAX): Database {
  const compile = db.prepare.bind(db) as (sql: string) => Statement;
  const cache = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    const hit = cache.get(sql);
    // a statement still stepping through an iterator cannot run again: that caller gets one of its own
    if (hit && !hit.busy) {
      cache.delete(sql);
      cache.set(sql, hit);
      // modes a caller set (pluck, raw, expand) would otherwise leak into the next caller's rows
      if (hit.reader) hit.pluck(false).expand(false).raw(false);
      return hit;
    }
    const made = compile(sql);
    if (hit) return made;
    cache.set(sql, made);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return made;
  };
  db.prepare = prepare as Database['prepare'];
  return db;
}
