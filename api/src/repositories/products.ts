// A creator's store (reference §4.3 Product): physical items with a stock, or digital files.
import type { Database } from 'better-sqlite3';
import {
  adjustAssetStat,
  findByIds,
  orderClause,
  ownListWhere,
  pageOf,
  publicListWhere,
  slugTaken,
  type AssetStat,
  type ListQuery,
  type PublicListQuery,
} from './asset-sql';
import type { Page } from './sql';

export interface ProductRow {
  id: string;
  performerId: string;
  name: string;
  slug: string;
  description: string;
  type: 'physical' | 'digital';
  status: 'draft' | 'active' | 'inactive';
  priceCents: number;
  stock: number;
  imageId: string | null;
  digitalFileId: string | null;
  statViews: number;
  statLikes: number;
  statComments: number;
  statBookmarks: number;
  createdAt: string;
  updatedAt: string;
}

export type ProductInput = Pick<ProductRow, 'name' | 'description' | 'type' | 'status' | 'priceCents' | 'stock' | 'imageId' | 'digitalFileId'>;

const EDITABLE = ['name', 'description', 'type', 'status', 'priceCents', 'stock', 'imageId', 'digitalFileId'] as const;

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  create(input: ProductInput & { id: string; performerId: string; slug: string }, now: string): ProductRow {
    this.db
      .prepare(
        `INSERT INTO products (id, performerId, name, slug, description, type, status, priceCents, stock, imageId, digitalFileId,
           createdAt, updatedAt)
         VALUES (@id, @performerId, @name, @slug, @description, @type, @status, @priceCents, @stock, @imageId, @digitalFileId, @now, @now)`,
      )
      .run({ ...input, now });
    return this.findById(input.id) as ProductRow;
  }

  update(id: string, patch: Partial<ProductInput>, now: string): void {
    const values: Record<string, unknown> = {};
    for (const key of EDITABLE) if (patch[key] !== undefined) values[key] = patch[key];
    const keys = Object.keys(values);
    this.db
      .prepare(`UPDATE products SET ${[...keys.map((k) => `${k} = @${k}`), 'updatedAt = @now'].join(', ')} WHERE id = @id`)
      .run({ ...values, id, now });
  }

  findById(id: string): ProductRow | undefined {
    return this.db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
  }

  findByIdOrSlug(idOrSlug: string): ProductRow | undefined {
    return this.db.prepare('SELECT * FROM products WHERE id = @v OR slug = @v ORDER BY id = @v DESC LIMIT 1').get({ v: idOrSlug }) as
      | ProductRow
      | undefined;
  }

  findOwned(id: string, performerId: string): ProductRow | undefined {
    return this.db.prepare('SELECT * FROM products WHERE id = ? AND performerId = ?').get(id, performerId) as ProductRow | undefined;
  }

  searchOwn(performerId: string, q: ListQuery): Page<ProductRow> {
    const { where, params } = ownListWhere(performerId, q, ['name', 'description']);
    return pageOf<ProductRow>(this.db, 'products', where, params, orderClause('products', 'a', q.sortBy, q.sort, 'updatedAt'), q.offset, q.limit);
  }

  searchPublic(q: PublicListQuery): Page<ProductRow> {
    const { where, params } = publicListWhere(q, ['name', 'description']);
    return pageOf<ProductRow>(this.db, 'products', where, params, 'a.createdAt DESC, a.id DESC', q.offset, q.limit);
  }

  findByIds(ids: string[]): ProductRow[] {
    return findByIds<ProductRow>(this.db, 'products', ids);
  }

  adjustStat(id: string, stat: AssetStat, delta: number): void {
    adjustAssetStat(this.db, 'products', id, stat, delta);
  }

  slugTaken(slug: string): boolean {
    return slugTaken(this.db, 'products', slug);
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM products WHERE id = ?').run(id);
  }
}
