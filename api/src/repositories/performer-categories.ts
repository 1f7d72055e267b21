import type { SqlDb } from '../db/sql-db';

export interface PerformerCategoryRow {
  id: string;
  name: string;
  slug: string;
  ordering: number;
  description: string;
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
}

export class PerformerCategoriesRepository {
  constructor(private readonly db: SqlDb) {}

  /** Active categories in display order. */
  async listActive(): Promise<PerformerCategoryRow[]> {
    return (await this.db
      .prepare("SELECT * FROM performer_categories WHERE status = 'active' ORDER BY ordering ASC, name ASC")
      .all()) as PerformerCategoryRow[];
  }

  async findActive(idOrSlug: string): Promise<PerformerCategoryRow | undefined> {
    return (await this.db
      .prepare("SELECT * FROM performer_categories WHERE status = 'active' AND (id = @v OR slug = @v)")
      .get({ v: idOrSlug })) as PerformerCategoryRow | undefined;
  }

  /** The ids among these that are active categories. */
  async activeIds(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = (await this.db
      .prepare(
        `SELECT id FROM performer_categories WHERE status = 'active' AND id IN ${this.db.text.inJson('?')}`,
      )
      .all(JSON.stringify(ids))) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }
}
