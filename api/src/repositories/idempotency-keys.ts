import type { Database } from 'better-sqlite3';

export interface IdempotencyRecord {
  ownerId: string;
  key: string;
  route: string;
  fingerprint: string;
  state: 'running' | 'done';
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: string;
}

export class IdempotencyKeysRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims a key for a request: true when this request owns it now; false when a record exists (returned by
   * find). Records older than `expiredBefore` are dropped first, so a key may be reused after a day.
   */
  claim(
    row: Pick<IdempotencyRecord, 'ownerId' | 'key' | 'route' | 'fingerprint' | 'createdAt'>,
    expiredBefore: string,
  ): boolean {
    this.db.prepare('DELETE FROM idempotency_keys WHERE createdAt < ?').run(expiredBefore);
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO idempotency_keys (ownerId, key, route, fingerprint, state, createdAt)
         VALUES (@ownerId, @key, @route, @fingerprint, 'running', @createdAt)`,
      )
      .run(row);
    return result.changes === 1;
  }

  find(ownerId: string, key: string): IdempotencyRecord | undefined {
    return this.db
      .prepare('SELECT * FROM idempotency_keys WHERE ownerId = ? AND key = ?')
      .get(ownerId, key) as IdempotencyRecord | undefined;
  }

  complete(ownerId: string, key: string, statusCode: number, contentType: string | null, body: string): void {
    this.db
      .prepare(
        `UPDATE idempotency_keys SET state = 'done', statusCode = ?, contentType = ?, body = ?
         WHERE ownerId = ? AND key = ? AND state = 'running'`,
      )
      .run(statusCode, contentType, body, ownerId, key);
  }

  /** Frees a key whose request did not finish (server error, aborted): a retry runs it again. */
  release(ownerId: string, key: string): void {
    this.db
      .prepare("DELETE FROM idempotency_keys WHERE ownerId = ? AND key = ? AND state = 'running'")
      .run(ownerId, key);
  }
}
