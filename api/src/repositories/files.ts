import type { SqlDb } from '../db/sql-db';

export interface FileRow {
  id: string;
  ownerId: string | null;
  kind: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export type MediaStatus = 'processing' | 'finished' | 'error';
export type FileVariant = 'thumbnail' | 'preview';

/** A files row with the media columns of migration 003 (every row has them; defaults for old rows). */
export interface MediaFileRow extends FileRow {
  status: MediaStatus;
  width: number | null;
  height: number | null;
  duration: number | null;
  parentId: string | null;
  variant: FileVariant | null;
  error: string;
}

export interface MediaPatch {
  status?: MediaStatus;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
  error?: string;
  /** an audio recording that arrived in a video container (WebM/MP4 from MediaRecorder) */
  mimeType?: string;
}

export class FilesRepository {
  constructor(private readonly db: SqlDb) {}

  async insert(row: FileRow): Promise<FileRow> {
    await this.db
      .prepare(
        `INSERT INTO files (id, ownerId, kind, storedName, originalName, mimeType, size, createdAt)
         VALUES (@id, @ownerId, @kind, @storedName, @originalName, @mimeType, @size, @createdAt)`,
      )
      .run(row);
    return row;
  }

  async findById(id: string): Promise<FileRow | undefined> {
    return (await this.db.prepare('SELECT * FROM files WHERE id = ?').get(id)) as FileRow | undefined;
  }

  async findByStoredName(kind: string, storedName: string): Promise<MediaFileRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM files WHERE kind = ? AND storedName = ?')
      .get(kind, storedName)) as MediaFileRow | undefined;
  }

  async setOwner(id: string, ownerId: string): Promise<void> {
    await this.db.prepare('UPDATE files SET ownerId = ? WHERE id = ?').run(ownerId, id);
  }

  /** Sets status / dimensions / duration / error of a media file. */
  async updateMedia(id: string, patch: MediaPatch): Promise<void> {
    const keys = (['status', 'width', 'height', 'duration', 'error', 'mimeType'] as const).filter(
      (k) => patch[k] !== undefined,
    );
    if (!keys.length) return;
    await this.db
      .prepare(`UPDATE files SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`)
      .run({ ...patch, id });
  }

  /** Records a derived file (thumbnail or blurred preview) of `parentId`, replacing an older one. */
  async insertVariant(
    parentId: string,
    variant: FileVariant,
    row: FileRow & { width: number | null; height: number | null },
  ): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.prepare('DELETE FROM files WHERE parentId = ? AND variant = ?').run(parentId, variant);
      await this.db
        .prepare(
          `INSERT INTO files (id, ownerId, kind, storedName, originalName, mimeType, size, createdAt, width, height, parentId, variant)
           VALUES (@id, @ownerId, @kind, @storedName, @originalName, @mimeType, @size, @createdAt, @width, @height, @parentId, @variant)`,
        )
        .run({ ...row, parentId, variant });
    })();
  }

  async findMedia(id: string): Promise<MediaFileRow | undefined> {
    return (await this.db.prepare('SELECT * FROM files WHERE id = ?').get(id)) as MediaFileRow | undefined;
  }

  /** Originals by id plus their derived rows (one query each), for mapping lists of media. */
  async findMediaWithVariants(ids: string[]): Promise<MediaFileRow[]> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (!unique.length) return [];
    const list = JSON.stringify(unique);
    return (await this.db
      .prepare(
        `SELECT * FROM files WHERE id IN ${this.db.text.inJson('@list')}
         OR parentId IN ${this.db.text.inJson('@list')}`,
      )
      .all({ list })) as MediaFileRow[];
  }

  /** Media files still waiting for the processing queue (after a restart). */
  async listProcessing(): Promise<MediaFileRow[]> {
    return (await this.db
      .prepare("SELECT * FROM files WHERE status = 'processing' AND parentId IS NULL ORDER BY createdAt")
      .all()) as MediaFileRow[];
  }

  /** Deletes a file row (derived rows cascade); returns the rows removed so the caller can unlink them. */
  async deleteWithVariants(id: string): Promise<MediaFileRow[]> {
    const rows = (await this.db
      .prepare('SELECT * FROM files WHERE id = ? OR parentId = ?')
      .all(id, id)) as MediaFileRow[];
    await this.db.prepare('DELETE FROM files WHERE id = ?').run(id);
    return rows;
  }
}
