// What the videos, galleries and products repositories share (and only they): the lookups, counters and
// paged lists of one asset table, and the visitor rule for their creators.
import type { DialectText } from '../db/dialect';
import type { SqlDb } from '../db/sql-db';
import { addCondition, escapeLike, type Conditions, type Page } from './sql';

export type AssetStat = 'views' | 'likes' | 'comments' | 'bookmarks';
export type AssetTable = 'videos' | 'galleries' | 'products';

const STAT_COLUMNS: Record<AssetStat, string> = {
  views: 'statViews',
  likes: 'statLikes',
  comments: 'statComments',
  bookmarks: 'statBookmarks',
};

/** Columns a list may be sorted by (contract `sortBy`); a Map, so `constructor` & co. are not keys. */
const SORT_COLUMNS = new Map<string, string>([
  ['createdAt', 'createdAt'],
  ['updatedAt', 'updatedAt'],
  ['title', 'title'],
  ['name', 'name'],
  ['price', 'priceCents'],
  ['status', 'status'],
  ['views', 'statViews'],
  ['likes', 'statLikes'],
]);

/** The contract's paging and sort params, as a list takes them. */
interface SortedPage {
  sortBy?: string;
  sort?: string;
  offset: number;
  limit: number;
}

export interface ListQuery extends SortedPage {
  q?: string;
  status?: string;
}

/** The visitor side of a list: who looks (blocks, country) and what to leave out. */
export interface PublicListQuery extends SortedPage {
  viewerId: string;
  viewerCountry: string;
  now: string;
  performerId?: string;
  excludedId?: string;
  q?: string;
  isSale?: boolean;
}

/** The columns every asset table has. */
export interface AssetRowBase {
  id: string;
  /** set while an operator has it hidden (issue 23 moderation) */
  hiddenAt?: string | null;
  performerId: string;
  slug: string;
  description: string;
  statViews: number;
  statLikes: number;
  statComments: number;
  statBookmarks: number;
  createdAt: string;
  updatedAt: string;
}

/** What a new row gets besides its own columns (a type, so it reads as a Record). */
export type NewAsset = { id: string; performerId: string; slug: string };

/** What tells one asset table from another in the shared queries. */
export interface AssetTableSpec {
  table: AssetTable;
  /** Columns a keyword `q` is matched against. */
  keywordColumns: string[];
  /** Extra condition of the visitor lists (videos: not waiting for their schedule); may use @now. */
  published?: string;
}

/** ORDER BY for `sortBy` / `sort`: a sortBy outside the whitelist sorts by `fallback`, never reaches SQL. */
export function orderClause(
  table: AssetTable,
  alias: string,
  sortBy: string | undefined,
  sort: string | undefined,
  fallback: string,
) {
  let column = SORT_COLUMNS.get(sortBy ?? '') ?? fallback;
  // `title` and `name` only exist on one side each.
  if (column === 'title' && table === 'products') column = 'name';
  if (column === 'name' && table !== 'products') column = 'title';
  const dir = sort === 'asc' || sort === 'ascend' ? 'ASC' : 'DESC';
  return `${alias}.${column} ${dir}, ${alias}.id ${dir}`;
}

/** Items of a creator who is active and neither blocked the viewer nor the viewer's country. */
export const creatorVisible = (
  d: DialectText,
) => `EXISTS (SELECT 1 FROM users u JOIN performers p ON p.userId = u.id
  WHERE u.id = a.performerId AND u.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.sourceId = u.id AND b.targetId = @viewerId)
    AND (@viewerCountry = '' OR NOT ${d.jsonHas('p.blockCountries', '@viewerCountry')}))`;

function whereKeyword(d: DialectText, c: Conditions, keyword: string | undefined, columns: string[]): void {
  const like = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : undefined;
  addCondition(c, `(${columns.map((col) => d.like(`a.${col}`, '@like')).join(' OR ')})`, 'like', like);
}

/**
 * The queries every asset repository has, for the table its spec names; each repository adds its own
 * columns and lookups. Rows come back as `T`.
 */
export class AssetRepository<T extends AssetRowBase> {
  constructor(
    protected readonly db: SqlDb,
    private readonly spec: AssetTableSpec,
  ) {}

  async findById(id: string): Promise<T | undefined> {
    return (await this.db.prepare(`SELECT * FROM ${this.spec.table} WHERE id = ?`).get(id)) as T | undefined;
  }

  async findByIdOrSlug(idOrSlug: string): Promise<T | undefined> {
    return (await this.db
      .prepare(`SELECT * FROM ${this.spec.table} WHERE id = @v OR slug = @v ORDER BY id = @v DESC LIMIT 1`)
      .get({ v: idOrSlug })) as T | undefined;
  }

  /** An item of this creator (another creator's id reads as missing). */
  async findOwned(id: string, performerId: string): Promise<T | undefined> {
    return (await this.db
      .prepare(`SELECT * FROM ${this.spec.table} WHERE id = ? AND performerId = ?`)
      .get(id, performerId)) as T | undefined;
  }

  /** Rows of the given ids (any order; unknown ids are absent). */
  async findByIds(ids: string[]): Promise<T[]> {
    if (!ids.length) return [];
    return (await this.db
      .prepare(`SELECT * FROM ${this.spec.table} WHERE id IN ${this.db.text.inJson('?')}`)
      .all(JSON.stringify(ids))) as T[];
  }

  /** A creator's own list, any status; newest change first unless `sortBy` says otherwise. */
  async searchOwn(performerId: string, q: ListQuery): Promise<Page<T>> {
    const c: Conditions = { where: ['a.performerId = @performerId'], params: { performerId } };
    whereKeyword(this.db.text, c, q.q, this.spec.keywordColumns);
    addCondition(c, 'a.status = @status', 'status', q.status || undefined);
    return await this.page(c, q, 'updatedAt');
  }

  /** A visitor list: active, published, creator visible to the viewer; newest first unless `sortBy` says so. */
  async searchPublic(q: PublicListQuery): Promise<Page<T>> {
    const c: Conditions = {
      where: ["a.status = 'active'", 'a.hiddenAt IS NULL', creatorVisible(this.db.text)],
      params: { viewerId: q.viewerId, viewerCountry: q.viewerCountry, now: q.now },
    };
    addCondition(c, 'a.performerId = @performerId', 'performerId', q.performerId || undefined);
    addCondition(c, 'a.id != @excludedId', 'excludedId', q.excludedId || undefined);
    addCondition(c, 'a.isSale = @isSale', 'isSale', q.isSale === undefined ? undefined : Number(q.isSale));
    whereKeyword(this.db.text, c, q.q, this.spec.keywordColumns);
    if (this.spec.published) c.where.push(this.spec.published);
    return await this.page(c, q, 'createdAt');
  }

  /** Inserts id, owner, slug and the given `columns` of `values` (the list is the whitelist), dated `now`. */
  protected async insertRow(
    values: NewAsset & Record<string, unknown>,
    columns: readonly string[],
    now: string,
  ): Promise<T> {
    const names = ['id', 'performerId', 'slug', ...columns];
    const placeholders = names.map((k) => `@${k}`).join(', ');
    await this.db
      .prepare(
        `INSERT INTO ${this.spec.table} (${names.join(', ')}, createdAt, updatedAt) VALUES (${placeholders}, @now, @now)`,
      )
      .run({ ...Object.fromEntries(names.map((k) => [k, values[k]])), now });
    return (await this.findById(values.id)) as T;
  }

  /** Sets the `columns` that `patch` defines (the list is the whitelist) and updatedAt. */
  protected async updateColumns(
    id: string,
    patch: Record<string, unknown>,
    columns: readonly string[],
    now: string,
  ): Promise<void> {
    const keys = columns.filter((k) => patch[k] !== undefined);
    const sets = [...keys.map((k) => `${k} = @${k}`), 'updatedAt = @now'].join(', ');
    await this.db
      .prepare(`UPDATE ${this.spec.table} SET ${sets} WHERE id = @id`)
      .run({ ...Object.fromEntries(keys.map((k) => [k, patch[k]])), id, now });
  }

  /** Adds delta to one counter, never below zero. */
  async adjustStat(id: string, stat: AssetStat, delta: number): Promise<void> {
    const col = STAT_COLUMNS[stat];
    await this.db
      .prepare(
        `UPDATE ${this.spec.table} SET ${col} = ${this.db.text.greatest('0', `${col} + @delta`)} WHERE id = @id`,
      )
      .run({ id, delta });
  }

  async slugTaken(slug: string): Promise<boolean> {
    return (await this.db.prepare(`SELECT 1 FROM ${this.spec.table} WHERE slug = ?`).get(slug)) !== undefined;
  }

  /** Removes the row (a gallery's photos cascade); the caller removes files, reactions and comments. */
  async delete(id: string): Promise<void> {
    await this.db.prepare(`DELETE FROM ${this.spec.table} WHERE id = ?`).run(id);
  }

  /** One page and the total of the rows matching `c`, sorted by `sortBy` / `sort` or `fallback` descending. */
  private async page(c: Conditions, q: SortedPage, fallback: string): Promise<Page<T>> {
    const { table } = this.spec;
    const cond = c.where.join(' AND ');
    const order = orderClause(table, 'a', q.sortBy, q.sort, fallback);
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM ${table} a WHERE ${cond}`).get(c.params)) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(`SELECT a.* FROM ${table} a WHERE ${cond} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...c.params, limit: q.limit, offset: q.offset })) as T[];
    return { rows, total };
  }
}
