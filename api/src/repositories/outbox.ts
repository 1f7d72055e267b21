import type { SqlDb } from '../db/sql-db';

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  filePath: string;
  createdAt: string;
}

export class OutboxRepository {
  constructor(private readonly db: SqlDb) {}

  async insert(row: OutboxRow): Promise<void> {
    await this.db
      .prepare(
        'INSERT INTO outbox (id, toAddress, subject, body, filePath, createdAt) VALUES (@id, @toAddress, @subject, @body, @filePath, @createdAt)',
      )
      .run(row);
  }

  /** Newest first; tests and the README use it to follow reset/verification links. */
  async listFor(toAddress: string): Promise<OutboxRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM outbox WHERE toAddress = ? ORDER BY createdAt DESC, ${this.db.text.insertionOrder()} DESC`,
      )
      .all(toAddress.toLowerCase())) as OutboxRow[];
  }
}
