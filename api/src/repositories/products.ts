// A creator's store (reference §4.3 Product): physical items with a stock, or digital files.
import type { SqlDb } from '../db/sql-db';
import { AssetRepository, type AssetRowBase, type NewAsset } from './asset-sql';

export interface ProductRow extends AssetRowBase {
  name: string;
  type: 'physical' | 'digital';
  status: 'draft' | 'active' | 'inactive';
  priceCents: number;
  stock: number;
  imageId: string | null;
  digitalFileId: string | null;
}

export type ProductInput = Pick<
  ProductRow,
  'name' | 'description' | 'type' | 'status' | 'priceCents' | 'stock' | 'imageId' | 'digitalFileId'
>;

const EDITABLE = [
  'name',
  'description',
  'type',
  'status',
  'priceCents',
  'stock',
  'imageId',
  'digitalFileId',
] as const;

export class ProductsRepository extends AssetRepository<ProductRow> {
  constructor(db: SqlDb) {
    super(db, { table: 'products', keywordColumns: ['name', 'description'] });
  }

  async create(input: ProductInput & NewAsset, now: string): Promise<ProductRow> {
    return await this.insertRow(input, EDITABLE, now);
  }

  async update(id: string, patch: Partial<ProductInput>, now: string): Promise<void> {
    await this.updateColumns(id, patch, EDITABLE, now);
  }

  /** Conditional: takes `quantity` from the stock only if that much is left. */
  async takeStock(id: string, quantity: number, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare('UPDATE products SET stock = stock - ?, updatedAt = ? WHERE id = ? AND stock >= ?')
          .run(quantity, now, id, quantity)
      ).changes === 1
    );
  }

  async returnStock(id: string, quantity: number, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE products SET stock = stock + ?, updatedAt = ? WHERE id = ?')
      .run(quantity, now, id);
  }
}
