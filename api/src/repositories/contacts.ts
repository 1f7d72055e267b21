// Messages sent through the public contact form (also mailed to the site admin through the outbox).
import type { Database } from 'better-sqlite3';
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
  constructor(private readonly db: Database) {}

  create(input: Omit<ContactRow, 'id' | 'createdAt'>, now: string): ContactRow {
    const row: ContactRow = { ...input, id: newId(), createdAt: now };
    this.db
      .prepare(
        'INSERT INTO contacts (id, name, email, message, userId, ip, createdAt) VALUES (@id, @name, @email, @message, @userId, @ip, @createdAt)',
      )
      .run(row);
    return row;
  }

  list(): ContactRow[] {
    return this.db
      .prepare('SELECT * FROM contacts ORDER BY createdAt DESC, rowid DESC')
      .all() as ContactRow[];
  }
}
