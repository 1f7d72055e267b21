// Site banners ("site promos", reference §4.3 Banner). Written by the seed (admin tools later).
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';
import type { Page } from './sql';

export type PromoPosition = 'top' | 'bottom' | 'left' | 'right' | 'middle';
/** Who a banner is for: everyone (visitors too), fans only, creators only. */
export type PromoAudience = 'all' | 'fans' | 'creators';

export interface SitePromoRow {
  id: string;
  title: string;
  description: string;
  link: string;
  position: PromoPosition;
  audience: PromoAudience;
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
  audience?: PromoAudience;
};

export class SitePromosRepository {
  constructor(private readonly db: Database) {}

  create(input: NewSitePromo, now: string): SitePromoRow {
    const id = newId();
    this.db
      .prepare(
        `INSERT INTO site_promos (id, title, description, link, position, audience, status, photoPath, ordering, createdAt, updatedAt)
         VALUES (@id, @title, @description, @link, @position, @audience, @status, @photoPath, @ordering, @now, @now)`,
      )
      .run({ ...input, status: input.status ?? 'active', audience: input.audience ?? 'all', id, now });
    return this.db.prepare('SELECT * FROM site_promos WHERE id = ?').get(id) as SitePromoRow;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM site_promos').get() as { n: number }).n;
  }

  /** Active banners for `audience` ('' for a visitor: banners for everyone only), optionally of one position. */
  searchActive(
    position: string,
    audience: Exclude<PromoAudience, 'all'> | '',
    offset: number,
    limit: number,
  ): Page<SitePromoRow> {
    const where =
      "status = 'active' AND (@position = '' OR position = @position) AND (audience = 'all' OR audience = @audience)";
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM site_promos WHERE ${where}`).get({ position, audience }) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT * FROM site_promos WHERE ${where} ORDER BY ordering, createdAt DESC, id LIMIT @limit OFFSET @offset`,
      )
      .all({ position, audience, offset, limit }) as SitePromoRow[];
    return { rows, total };
  }
}
