// A creator's store (reference §4.3 Product): physical items with a stock, or digital files.
import type { Database } from 'better-sqlite3';
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
  constructor(db: Database) {
    super(db, { table: 'products', keywordColumns: ['name', 'description'] });
  }

  create(input: ProductInput & NewAsset, now: string): ProductRow {
    return this.insertRow(input, EDITABLE, now);
  }

  update(id: string, patch: Partial<ProductInput>, now: string): void {
    this.updateColumns(id, patch, EDITABLE, now);
  }

  /** Conditional: takes `quantity` from the stock only if that much is left. */
  takeStock(id: string, quantity: number, now: string): boolean {
    return (
      this.db
        .prepare('UPDATE products SET stock = stock - ?, updatedAt = ? WHERE id = ? AND stock >= ?')
        .run(quantity, now, id, quantity).changes === 1
    );
  }

  returnStock(id: string, quantity: number, now: string): void {
    this.db
      .prepare('UPDATE products SET stock = stock + ?, updatedAt = ? WHERE id = ?')
      .run(quantity, now, id);
  }
}
