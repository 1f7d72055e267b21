// SQL fragments shared by the videos, galleries and products repositories (and only by them).
import type { Database } from 'better-sqlite3';
import { escapeLike } from './sql';

export type AssetStat = 'views' | 'likes' | 'comments' | 'bookmarks';
export type AssetTable = 'videos' | 'galleries' | 'products';

const STAT_COLUMNS: Record<AssetStat, string> = {
  views: 'statViews',
  likes: 'statLikes',
  comments: 'statComments',
  bookmarks: 'statBookmarks',
};

/** Columns a list may be sorted by, per the contract's `sortBy` (unknown values fall back to the default). */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  title: 'title',
  name: 'name',
  price: 'priceCents',
  status: 'status',
  views: 'statViews',
  likes: 'statLikes',
};

export interface ListQuery {
  q?: string;
  status?: string;
  sortBy?: string;
  sort?: string;
  offset: number;
  limit: number;
}

/** The visitor side of a list: who looks (blocks, country) and what to leave out. */
export interface PublicListQuery {
  viewerId: string;
  viewerCountry: string;
  now: string;
  performerId?: string;
  excludedId?: string;
  q?: string;
  isSale?: boolean;
  offset: number;
  limit: number;
}

export function orderClause(table: AssetTable, alias: string, sortBy: string | undefined, sort: string | undefined, fallback: string) {
  let column = SORT_COLUMNS[sortBy ?? ''] ?? fallback;
  // `title` and `name` only exist on one side each.
  if (column === 'title' && table === 'products') column = 'name';
  if (column === 'name' && table !== 'products') column = 'title';
  const dir = sort === 'asc' || sort === 'ascend' ? 'ASC' : 'DESC';
  return `${alias}.${column} ${dir}, ${alias}.id ${dir}`;
}

/** Items of a creator who is active and neither blocked the viewer nor the viewer's country. */
export const CREATOR_VISIBLE = `EXISTS (SELECT 1 FROM users u JOIN performers p ON p.userId = u.id
  WHERE u.id = a.performerId AND u.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.sourceId = u.id AND b.targetId = @viewerId)
    AND (@viewerCountry = '' OR NOT EXISTS (SELECT 1 FROM json_each(p.blockCountries) WHERE value = @viewerCountry)))`;

/** WHERE parts for keyword, status and owner of a creator's own list. */
export function ownListWhere(performerId: string, q: ListQuery, keywordColumns: string[]) {
  const where = ['a.performerId = @performerId'];
  const params: Record<string, unknown> = { performerId };
  if (q.q?.trim()) {
    where.push(`(${keywordColumns.map((c) => `a.${c} LIKE @like ESCAPE '\\'`).join(' OR ')})`);
    params.like = `%${escapeLike(q.q.trim())}%`;
  }
  if (q.status) {
    where.push('a.status = @status');
    params.status = q.status;
  }
  return { where, params };
}

/** WHERE parts shared by the visitor lists; the caller adds its own publication rule. */
export function publicListWhere(q: PublicListQuery, keywordColumns: string[]) {
  const where = ["a.status = 'active'", CREATOR_VISIBLE];
  const params: Record<string, unknown> = { viewerId: q.viewerId, viewerCountry: q.viewerCountry, now: q.now };
  if (q.performerId) {
    where.push('a.performerId = @performerId');
    params.performerId = q.performerId;
  }
  if (q.excludedId) {
    where.push('a.id != @excludedId');
    params.excludedId = q.excludedId;
  }
  if (q.isSale !== undefined) {
    where.push('a.isSale = @isSale');
    params.isSale = q.isSale ? 1 : 0;
  }
  if (q.q?.trim()) {
    where.push(`(${keywordColumns.map((c) => `a.${c} LIKE @like ESCAPE '\\'`).join(' OR ')})`);
    params.like = `%${escapeLike(q.q.trim())}%`;
  }
  return { where, params };
}

export function pageOf<T>(db: Database, table: AssetTable, where: string[], params: Record<string, unknown>, order: string, offset: number, limit: number) {
  const cond = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} a WHERE ${cond}`).get(params) as { n: number }).n;
  const rows = db.prepare(`SELECT a.* FROM ${table} a WHERE ${cond} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all({ ...params, limit, offset }) as T[];
  return { rows, total };
}

/** Adds delta to one counter, never below zero. */
export function adjustAssetStat(db: Database, table: AssetTable, id: string, stat: AssetStat, delta: number): void {
  const col = STAT_COLUMNS[stat];
  db.prepare(`UPDATE ${table} SET ${col} = max(0, ${col} + @delta) WHERE id = @id`).run({ id, delta });
}

/** Rows of the given ids (any order; unknown ids are absent). */
export function findByIds<T>(db: Database, table: AssetTable, ids: string[]): T[] {
  if (!ids.length) return [];
  return db.prepare(`SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as T[];
}

export function slugTaken(db: Database, table: AssetTable, slug: string): boolean {
  return db.prepare(`SELECT 1 FROM ${table} WHERE slug = ?`).get(slug) !== undefined;
}
