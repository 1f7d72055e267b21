import type { Database } from 'better-sqlite3';

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

export class FilesRepository {
  constructor(private readonly db: Database) {}

  insert(row: FileRow): FileRow {
    this.db
      .prepare(
        `INSERT INTO files (id, ownerId, kind, storedName, originalName, mimeType, size, createdAt)
         VALUES (@id, @ownerId, @kind, @storedName, @originalName, @mimeType, @size, @createdAt)`,
      )
      .run(row);
    return row;
  }

  findById(id: string): FileRow | undefined {
    return this.db.prepare('SELECT * FROM files WHERE id = ?').get(id) as FileRow | undefined;
  }

  findByStoredName(kind: string, storedName: string): FileRow | undefined {
    return this.db.prepare('SELECT * FROM files WHERE kind = ? AND storedName = ?').get(kind, storedName) as FileRow | undefined;
  }

  setOwner(id: string, ownerId: string): void {
    this.db.prepare('UPDATE files SET ownerId = ? WHERE id = ?').run(ownerId, id);
  }
}
