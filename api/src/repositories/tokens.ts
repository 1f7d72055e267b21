// Session tokens and one-time link tokens. Only SHA-256 hashes are stored.
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { Role } from '../contract/roles';

export interface TokenRow {
  id: string;
  tokenHash: string;
  userId: string;
  role: Role;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  /** when this session passed the second factor (operators); null until then */
  secondFactorAt: string | null;
}

export type OneTimePurpose = 'password-reset' | 'email-verification';

export class TokensRepository {
  constructor(private readonly db: SqlDb) {}

  async create(
    userId: string,
    role: Role,
    tokenHash: string,
    expiresAt: string,
    now: string,
  ): Promise<TokenRow> {
    const id = newId();
    await this.db
      .prepare(
        'INSERT INTO tokens (id, tokenHash, userId, role, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, tokenHash, userId, role, expiresAt, now);
    return (await this.db.prepare('SELECT * FROM tokens WHERE id = ?').get(id)) as TokenRow;
  }

  /** A usable token: not revoked and not expired at `now`. */
  async findActive(tokenHash: string, now: string): Promise<TokenRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM tokens WHERE tokenHash = ? AND revokedAt IS NULL AND expiresAt > ?')
      .get(tokenHash, now)) as TokenRow | undefined;
  }

  async findById(id: string): Promise<TokenRow | undefined> {
    return (await this.db.prepare('SELECT * FROM tokens WHERE id = ?').get(id)) as TokenRow | undefined;
  }

  async markSecondFactor(id: string, now: string): Promise<void> {
    await this.db.prepare('UPDATE tokens SET secondFactorAt = ? WHERE id = ?').run(now, id);
  }

  async revoke(id: string, now: string): Promise<void> {
    await this.db.prepare('UPDATE tokens SET revokedAt = ? WHERE id = ? AND revokedAt IS NULL').run(now, id);
  }

  /** Revokes every live token of a user except `keepId`; returns the revoked ids (to drop their sockets). */
  async revokeAllForUser(userId: string, now: string, keepId?: string): Promise<string[]> {
    const rows = (await this.db
      .prepare('SELECT id FROM tokens WHERE userId = ? AND revokedAt IS NULL AND id != ?')
      .all(userId, keepId ?? '')) as { id: string }[];
    const stmt = this.db.prepare('UPDATE tokens SET revokedAt = ? WHERE id = ?');
    await this.db.transaction(async () => {
      for (const r of rows) await stmt.run(now, r.id);
    })();
    return rows.map((r) => r.id);
  }

  /** The account a one-time link belongs to, used or not (to word a refusal); undefined when unknown. */
  async ownerOfOneTime(purpose: OneTimePurpose, tokenHash: string): Promise<string | undefined> {
    const row = (await this.db
      .prepare('SELECT userId FROM one_time_tokens WHERE tokenHash = ? AND purpose = ?')
      .get(tokenHash, purpose)) as { userId: string } | undefined;
    return row?.userId;
  }

  /** Ends every unused link of this purpose for the account (a newer link, a use, a password change). */
  async invalidateOneTime(userId: string, purpose: OneTimePurpose, now: string): Promise<void> {
    await this.db
      .prepare('UPDATE one_time_tokens SET usedAt = ? WHERE userId = ? AND purpose = ? AND usedAt IS NULL')
      .run(now, userId, purpose);
  }

  async createOneTime(
    purpose: OneTimePurpose,
    userId: string,
    tokenHash: string,
    expiresAt: string,
    now: string,
  ): Promise<void> {
    await this.db
      .prepare(
        'INSERT INTO one_time_tokens (tokenHash, purpose, userId, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?)',
      )
      .run(tokenHash, purpose, userId, expiresAt, now);
  }

  /** Marks a one-time token used and returns its user id; undefined when unknown, used or expired. */
  async consumeOneTime(purpose: OneTimePurpose, tokenHash: string, now: string): Promise<string | undefined> {
    const res = (await this.db
      .prepare(
        `UPDATE one_time_tokens SET usedAt = ? WHERE tokenHash = ? AND purpose = ? AND usedAt IS NULL AND expiresAt > ?
         RETURNING userId`,
      )
      .get(now, tokenHash, purpose, now)) as { userId: string } | undefined;
    return res?.userId;
  }
}
