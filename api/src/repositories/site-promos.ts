// Site banners ("site promos", reference §4.3 Banner). Written by the seed (admin tools later).
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';
import type { Page } from './sql';

export type PromoPosition = 'top' | 'bottom' | 'left' | 'right' | 'middle';

export interface SitePromoRow {
  id: string;
  title: string;
  description: string;
  link: string;
  position: PromoPosition;
  status: 'active' | 'inactive';
  photoPath: string;
  ordering: number;
  createdAt: string;
  updatedAt: string;
}

export type NewSitePromo = Pick<
  SitePromoRow,
  'title' | 'description' | 'link' | 'position' | 'photoPath' | 'ordering'
> & {
  status?: SitePromoRow['status'];
};

export class SitePromosRepository {
  constructor(private readonly db: Database) {}

  create(input: NewSitePromo, now: string): SitePromoRow {
    const id = newId();
    this.db
      .prepare(
        `INSERT INTO site_promos (id, title, description, link, position, status, photoPath, ordering, createdAt, updatedAt)
         VALUES (@id, @title, @description, @link, @position, @status, @photoPath, @ordering, @now, @now)`,
      )
      .run({ ...input, status: input.status ?? 'active', id, now });
    return this.db.prepare('SELECT * FROM site_promos WHERE id = ?').get(id) as SitePromoRow;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM site_promos').get() as { n: number }).n;
  }

  /** Active banners, optionally of one position, by ordering. */
  searchActive(position: string, offset: number, limit: number): Page<SitePromoRow> {
    const where = "status = 'active' AND (@position = '' OR position = @position)";
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM site_promos WHERE ${where}`).get({ position }) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT * FROM site_promos WHERE ${where} ORDER BY ordering, createdAt DESC, id LIMIT @limit OFFSET @offset`,
      )
      .all({ position, offset, limit }) as SitePromoRow[];
    return { rows, total };
  }
}
