import type { Database } from 'better-sqlite3';

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
  constructor(private readonly db: Database) {}

  /** Active categories in display order. */
  listActive(): PerformerCategoryRow[] {
    return this.db
      .prepare("SELECT * FROM performer_categories WHERE status = 'active' ORDER BY ordering ASC, name ASC")
      .all() as PerformerCategoryRow[];
  }

  findActive(idOrSlug: string): PerformerCategoryRow | undefined {
    return this.db
      .prepare("SELECT * FROM performer_categories WHERE status = 'active' AND (id = @v OR slug = @v)")
      .get({ v: idOrSlug }) as PerformerCategoryRow | undefined;
  }

  /** The ids among these that are active categories. */
  activeIds(ids: string[]): Set<string> {
    if (!ids.length) return new Set();
    const rows = this.db
      .prepare(
        "SELECT id FROM performer_categories WHERE status = 'active' AND id IN (SELECT value FROM json_each(?))",
      )
      .all(JSON.stringify(ids)) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }
}
