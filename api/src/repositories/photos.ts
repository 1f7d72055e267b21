// Photos of galleries (reference §4.3 Photo). A gallery's cover is galleries.coverPhotoId.
import type { SqlDb } from '../db/sql-db';
import { creatorVisible } from './asset-sql';
import { pageOf, type Page } from './sql';

export interface PhotoRow {
  id: string;
  performerId: string;
  galleryId: string;
  fileId: string | null;
  title: string;
  description: string;
  status: 'draft' | 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
}

export type PhotoInput = Pick<PhotoRow, 'title' | 'description' | 'status'>;

export class PhotosRepository {
  constructor(private readonly db: SqlDb) {}

  async create(
    input: PhotoInput & { id: string; performerId: string; galleryId: string; fileId: string },
    now: string,
  ): Promise<PhotoRow> {
    await this.db
      .prepare(
        `INSERT INTO photos (id, performerId, galleryId, fileId, title, description, status, createdAt, updatedAt)
         VALUES (@id, @performerId, @galleryId, @fileId, @title, @description, @status, @now, @now)`,
      )
      .run({ ...input, now });
    return (await this.findById(input.id)) as PhotoRow;
  }

  async update(id: string, patch: Partial<PhotoInput>, now: string): Promise<void> {
    const values: Record<string, unknown> = {};
    for (const key of ['title', 'description', 'status'] as const)
      if (patch[key] !== undefined) values[key] = patch[key];
    const keys = Object.keys(values);
    await this.db
      .prepare(
        `UPDATE photos SET ${[...keys.map((k) => `${k} = @${k}`), 'updatedAt = @now'].join(', ')} WHERE id = @id`,
      )
      .run({ ...values, id, now });
  }

  async findById(id: string): Promise<PhotoRow | undefined> {
    return (await this.db.prepare('SELECT * FROM photos WHERE id = ?').get(id)) as PhotoRow | undefined;
  }

  async findOwned(id: string, performerId: string): Promise<PhotoRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM photos WHERE id = ? AND performerId = ?')
      .get(id, performerId)) as PhotoRow | undefined;
  }

  async countInGallery(galleryId: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM photos WHERE galleryId = ?').get(galleryId)) as {
        n: number;
      }
    ).n;
  }

  /** Active photos per gallery (numOfItems of the lists), for the given ids. */
  async countActive(galleryIds: string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!galleryIds.length) return counts;
    const rows = (await this.db
      .prepare(
        `SELECT galleryId, COUNT(*) AS n FROM photos WHERE status = 'active' AND galleryId IN ${this.db.text.inJson('?')} GROUP BY galleryId`,
      )
      .all(JSON.stringify(galleryIds))) as { galleryId: string; n: number }[];
    for (const r of rows) counts.set(r.galleryId, r.n);
    return counts;
  }

  /** Photos of a gallery, oldest first (upload order); `activeOnly` for visitors. */
  async listInGallery(
    galleryId: string,
    activeOnly: boolean,
    offset: number,
    limit: number,
  ): Promise<Page<PhotoRow>> {
    const where = `galleryId = @galleryId${activeOnly ? " AND status = 'active'" : ''}`;
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n FROM photos WHERE ${where}`).get({ galleryId })) as {
        n: number;
      }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT * FROM photos WHERE ${where} ORDER BY createdAt ASC, id ASC LIMIT @limit OFFSET @offset`,
      )
      .all({ galleryId, limit, offset })) as PhotoRow[];
    return { rows, total };
  }

  /**
   * The gallery's public cover: the chosen photo while it is active, else its first active photo, else none
   * (a hidden photo is never a cover). One rule for the gallery JSON and for the cover's lasting link.
   */
  async publicCover(gallery: { id: string; coverPhotoId: string | null }): Promise<PhotoRow | undefined> {
    return (await this.db
      .prepare(
        `SELECT * FROM photos WHERE galleryId = @galleryId AND status = 'active'
         ORDER BY id = @coverId DESC, createdAt ASC, id ASC LIMIT 1`,
      )
      .get({ galleryId: gallery.id, coverId: gallery.coverPhotoId ?? '' })) as PhotoRow | undefined;
  }

  /** Whether this original file is now the public cover of an active gallery (its lasting link's condition). */
  async isPublicCoverFile(fileId: string): Promise<boolean> {
    const row = await this.db
      .prepare(
        `SELECT 1 FROM photos p JOIN galleries g ON g.id = p.galleryId
         WHERE p.fileId = @fileId AND p.status = 'active' AND g.status = 'active'
           AND p.id = (SELECT p2.id FROM photos p2 WHERE p2.galleryId = g.id AND p2.status = 'active'
                       ORDER BY p2.id = g.coverPhotoId DESC, p2.createdAt ASC, p2.id ASC LIMIT 1)`,
      )
      .get({ fileId });
    return row !== undefined;
  }

  /** The first photo of a gallery other than `exceptId` (cover fallback). */
  async firstInGallery(galleryId: string, exceptId = ''): Promise<PhotoRow | undefined> {
    return (await this.db
      .prepare(
        "SELECT * FROM photos WHERE galleryId = ? AND id != ? ORDER BY status = 'active' DESC, createdAt ASC, id ASC LIMIT 1",
      )
      .get(galleryId, exceptId)) as PhotoRow | undefined;
  }

  /** A creator's photos in public galleries, newest first (profile Photos tab). */
  async listPublicOfPerformer(q: {
    performerId: string;
    viewerId: string;
    viewerCountry: string;
    offset: number;
    limit: number;
  }): Promise<Page<PhotoRow>> {
    const from = `FROM photos ph JOIN galleries a ON a.id = ph.galleryId`;
    const where = `ph.performerId = @performerId AND ph.status = 'active' AND a.status = 'active' AND a.hiddenAt IS NULL AND ${creatorVisible(this.db.text)}`;
    const total = (
      (await this.db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(q)) as { n: number }
    ).n;
    const rows = (await this.db
      .prepare(
        `SELECT ph.* ${from} WHERE ${where} ORDER BY ph.createdAt DESC, ph.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all(q)) as PhotoRow[];
    return { rows, total };
  }

  /** A creator's own photos, optionally of one gallery (creator photo search). */
  async searchOwn(
    performerId: string,
    galleryId: string | undefined,
    offset: number,
    limit: number,
  ): Promise<Page<PhotoRow>> {
    const c = galleryId
      ? {
          where: ['performerId = @performerId', 'galleryId = @galleryId'],
          params: { performerId, galleryId },
        }
      : { where: ['performerId = @performerId'], params: { performerId } };
    return await pageOf(
      this.db,
      'photos',
      c,
      { column: 'createdAt', direction: 'ASC', tie: 'id' },
      offset,
      limit,
    );
  }

  /** File ids of every photo of a gallery (removed with it). */
  async fileIdsOfGallery(galleryId: string): Promise<string[]> {
    return (
      (await this.db
        .prepare('SELECT fileId FROM photos WHERE galleryId = ? AND fileId IS NOT NULL')
        .all(galleryId)) as { fileId: string }[]
    ).map((r) => r.fileId);
  }

  async delete(id: string): Promise<void> {
    await this.db.prepare('DELETE FROM photos WHERE id = ?').run(id);
  }
}
