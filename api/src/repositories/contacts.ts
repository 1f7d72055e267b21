// Messages sent through the public contact form (also mailed to the site admin through the outbox).
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  ip: string;
  createdAt: string;
}

export class ContactsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: Omit<ContactRow, 'id' | 'createdAt'>, now: string): Promise<ContactRow> {
    const row: ContactRow = { ...input, id: newId(), createdAt: now };
    await this.db
      .prepare(
        'INSERT INTO contacts (id, name, email, message, userId, ip, createdAt) VALUES (@id, @name, @email, @message, @userId, @ip, @createdAt)',
      )
      .run(row);
    return row;
  }

  async list(): Promise<ContactRow[]> {
    return (await this.db
      .prepare(`SELECT * FROM contacts ORDER BY createdAt DESC, ${this.db.text.insertionOrder()} DESC`)
      .all()) as ContactRow[];
  }
}
