// Site banners ("site promos", reference §4.3 Banner). Written by the seed and the operator console.
import type { SqlDb } from '../db/sql-db';
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
  id?: string;
};

export class SitePromosRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: NewSitePromo, now: string): Promise<SitePromoRow> {
    // the console names the id first: its audit row points at the new item
    const id = input.id ?? newId();
    await this.db
      .prepare(
        `INSERT INTO site_promos (id, title, description, link, position, audience, status, photoPath, ordering, createdAt, updatedAt)
         VALUES (@id, @title, @description, @link, @position, @audience, @status, @photoPath, @ordering, @now, @now)`,
      )
      .run({ ...input, status: input.status ?? 'active', audience: input.audience ?? 'all', id, now });
    return (await this.db.prepare('SELECT * FROM site_promos WHERE id = ?').get(id)) as SitePromoRow;
  }

  async find(id: string): Promise<SitePromoRow | undefined> {
    return (await this.db.prepare('SELECT * FROM site_promos WHERE id = ?').get(id)) as
      SitePromoRow | undefined;
  }

  /** Every banner, active or not, for the console: by position, then as the home page orders them. */
  async listAll(offset: number, limit: number): Promise<Page<SitePromoRow>> {
    const total = await this.count();
    const rows = (await this.db
      .prepare('SELECT * FROM site_promos ORDER BY position, ordering, createdAt DESC, id LIMIT ? OFFSET ?')
      .all(limit, offset)) as SitePromoRow[];
    return { rows, total };
  }

  async update(
    id: string,
    patch: Partial<Omit<SitePromoRow, 'id' | 'createdAt' | 'updatedAt'>>,
    now: string,
  ): Promise<void> {
    const fields = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
    if (!fields.length) return;
    await this.db
      .prepare(
        `UPDATE site_promos SET ${fields.map((f) => `${f} = @${f}`).join(', ')}, updatedAt = @now WHERE id = @id`,
      )
      .run({ ...patch, id, now });
  }

  /** How many banners show this picture (a replaced picture is deleted only when none does). */
  async countWithPhoto(photoPath: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM site_promos WHERE photoPath = ?').get(photoPath)) as {
        n: number;
      }
    ).n;
  }

  async count(): Promise<number> {
    return ((await this.db.prepare('SELECT COUNT(*) AS n FROM site_promos').get()) as { n: number }).n;
  }

  /** Active banners for `audience` ('' for a visitor: banners for everyone only), optionally of one position. */
  async searchActive(
    position: string,
    audience: Exclude<PromoAudience, 'all'> | '',
    offset: number,
    limit: number,
  ): Promise<Page<SitePromoRow>> {
    const where =
      "status = 'active' AND (@position = '' OR position = @position) AND (audience = 'all' OR audience = @audience)";
    const total = (
      (await this.db
        .prepare(`SELECT COUNT(*) AS n FROM site_promos WHERE ${where}`)
        .get({ position, audience })) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT * FROM site_promos WHERE ${where} ORDER BY ordering, createdAt DESC, id LIMIT @limit OFFSET @offset`,
      )
      .all({ position, audience, offset, limit })) as SitePromoRow[];
    return { rows, total };
  }
}
