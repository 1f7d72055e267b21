// A creator's galleries (reference §4.3 Gallery); their photos live in ./photos.
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

export interface GalleryRow {
  id: string;
  performerId: string;
  title: string;
  slug: string;
  description: string;
  status: 'draft' | 'active' | 'inactive';
  isSale: number;
  priceCents: number;
  coverPhotoId: string | null;
  statViews: number;
  statLikes: number;
  statComments: number;
  statBookmarks: number;
  createdAt: string;
  updatedAt: string;
}

export type GalleryInput = Pick<GalleryRow, 'title' | 'description' | 'status' | 'isSale' | 'priceCents'>;

const EDITABLE = ['title', 'description', 'status', 'isSale', 'priceCents'] as const;

export class GalleriesRepository {
  constructor(private readonly db: Database) {}

  create(input: GalleryInput & { id: string; performerId: string; slug: string }, now: string): GalleryRow {
    this.db
      .prepare(
        `INSERT INTO galleries (id, performerId, title, slug, description, status, isSale, priceCents, createdAt, updatedAt)
         VALUES (@id, @performerId, @title, @slug, @description, @status, @isSale, @priceCents, @now, @now)`,
      )
      .run({ ...input, now });
    return this.findById(input.id) as GalleryRow;
  }

  update(id: string, patch: Partial<GalleryInput>, now: string): void {
    const values: Record<string, unknown> = {};
    for (const key of EDITABLE) if (patch[key] !== undefined) values[key] = patch[key];
    const keys = Object.keys(values);
    this.db
      .prepare(`UPDATE galleries SET ${[...keys.map((k) => `${k} = @${k}`), 'updatedAt = @now'].join(', ')} WHERE id = @id`)
      .run({ ...values, id, now });
  }

  setCover(id: string, photoId: string | null, now: string): void {
    this.db.prepare('UPDATE galleries SET coverPhotoId = ?, updatedAt = ? WHERE id = ?').run(photoId, now, id);
  }

  findById(id: string): GalleryRow | undefined {
    return this.db.prepare('SELECT * FROM galleries WHERE id = ?').get(id) as GalleryRow | undefined;
  }

  findByIdOrSlug(idOrSlug: string): GalleryRow | undefined {
    return this.db.prepare('SELECT * FROM galleries WHERE id = @v OR slug = @v ORDER BY id = @v DESC LIMIT 1').get({ v: idOrSlug }) as
      | GalleryRow
      | undefined;
  }

  findOwned(id: string, performerId: string): GalleryRow | undefined {
    return this.db.prepare('SELECT * FROM galleries WHERE id = ? AND performerId = ?').get(id, performerId) as GalleryRow | undefined;
  }

  searchOwn(performerId: string, q: ListQuery): Page<GalleryRow> {
    const { where, params } = ownListWhere(performerId, q, ['title', 'description']);
    return pageOf<GalleryRow>(this.db, 'galleries', where, params, orderClause('galleries', 'a', q.sortBy, q.sort, 'updatedAt'), q.offset, q.limit);
  }

  searchPublic(q: PublicListQuery): Page<GalleryRow> {
    const { where, params } = publicListWhere(q, ['title', 'description']);
    return pageOf<GalleryRow>(this.db, 'galleries', where, params, 'a.createdAt DESC, a.id DESC', q.offset, q.limit);
  }

  findByIds(ids: string[]): GalleryRow[] {
    return findByIds<GalleryRow>(this.db, 'galleries', ids);
  }

  adjustStat(id: string, stat: AssetStat, delta: number): void {
    adjustAssetStat(this.db, 'galleries', id, stat, delta);
  }

  slugTaken(slug: string): boolean {
    return slugTaken(this.db, 'galleries', slug);
  }

  /** Removes the row (photos cascade); the caller removes files, reactions and comments. */
  delete(id: string): void {
    this.db.prepare('DELETE FROM galleries WHERE id = ?').run(id);
  }
}
