import type { SqlDb } from '../db/sql-db';

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
  /** the request that holds a running claim */
  claimToken: string;
  /** a running claim past this time belongs to a request that died (its process stopped renewing it) */
  leaseUntil: string | null;
}

export type ClaimRow = Pick<
  IdempotencyRecord,
  'ownerId' | 'key' | 'route' | 'fingerprint' | 'createdAt' | 'claimToken' | 'leaseUntil'
>;

export class IdempotencyKeysRepository {
  constructor(private readonly db: SqlDb) {}

  /**
   * Claims a key for a request: true when this request owns it now; false when a record exists (returned by
   * find). Records older than `expiredBefore` are dropped first, so a key may be reused after a day.
   */
  async claim(row: ClaimRow, expiredBefore: string): Promise<boolean> {
    await this.db.prepare('DELETE FROM idempotency_keys WHERE createdAt < ?').run(expiredBefore);
    const result = await this.db
      .prepare(
        `INSERT INTO idempotency_keys (ownerId, key, route, fingerprint, state, createdAt, claimToken, leaseUntil)
         VALUES (@ownerId, @key, @route, @fingerprint, 'running', @createdAt, @claimToken, @leaseUntil) ON CONFLICT DO NOTHING`,
      )
      .run(row);
    return result.changes === 1;
  }

  /**
   * Takes over a running claim whose lease ran out (its request died): true for exactly one caller, and only
   * while the claim is still the one that was seen (`previousToken`).
   */
  async takeOver(
    ownerId: string,
    key: string,
    previousToken: string,
    claimToken: string,
    leaseUntil: string,
  ): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `UPDATE idempotency_keys SET claimToken = ?, leaseUntil = ?
           WHERE ownerId = ? AND key = ? AND state = 'running' AND claimToken = ?`,
          )
          .run(claimToken, leaseUntil, ownerId, key, previousToken)
      ).changes === 1
    );
  }

  /** A live process keeps its requests' claims: their leases move on. */
  async renew(claimTokens: string[], leaseUntil: string): Promise<void> {
    if (!claimTokens.length) return;
    await this.db
      .prepare(
        `UPDATE idempotency_keys SET leaseUntil = ?
         WHERE state = 'running' AND claimToken IN ${this.db.text.inJson('?')}`,
      )
      .run(leaseUntil, JSON.stringify(claimTokens));
  }

  async find(ownerId: string, key: string): Promise<IdempotencyRecord | undefined> {
    return (await this.db
      .prepare('SELECT * FROM idempotency_keys WHERE ownerId = ? AND key = ?')
      .get(ownerId, key)) as IdempotencyRecord | undefined;
  }

  /** Stores the answer of the request that holds the claim (again, when it was stored with its effect). */
  async complete(
    ownerId: string,
    key: string,
    claimToken: string,
    statusCode: number,
    contentType: string | null,
    body: string,
  ): Promise<void> {
    await this.db
      .prepare(
        `UPDATE idempotency_keys SET state = 'done', statusCode = ?, contentType = ?, body = ?
         WHERE ownerId = ? AND key = ? AND claimToken = ?`,
      )
      .run(statusCode, contentType, body, ownerId, key, claimToken);
  }

  /** Frees a key whose request did not finish (server error, aborted): a retry runs it again. */
  async release(ownerId: string, key: string, claimToken: string): Promise<void> {
    await this.db
      .prepare(
        "DELETE FROM idempotency_keys WHERE ownerId = ? AND key = ? AND state = 'running' AND claimToken = ?",
      )
      .run(ownerId, key, claimToken);
  }
}
