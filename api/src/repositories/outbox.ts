import type { Database } from 'better-sqlite3';

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  filePath: string;
  createdAt: string;
}

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  insert(row: OutboxRow): void {
    this.db
      .prepare(
        'INSERT INTO outbox (id, toAddress, subject, body, filePath, createdAt) VALUES (@id, @toAddress, @subject, @body, @filePath, @createdAt)',
      )
      .run(row);
  }

  /** Newest first; tests and the README use it to follow reset/verification links. */
  listFor(toAddress: string): OutboxRow[] {
    return this.db
      .prepare('SELECT * FROM outbox WHERE toAddress = ? ORDER BY createdAt DESC, rowid DESC')
      .all(toAddress.toLowerCase()) as OutboxRow[];
  }
}
