// Operators' second factor: the TOTP secret and the one-time recovery codes (hashed).
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export interface TwoFactorRow {
  userId: string;
  secret: string;
  confirmedAt: string | null;
  lastStep: number;
  createdAt: string;
}

export class AdminSecurityRepository {
  constructor(private readonly db: SqlDb) {}

  async twoFactor(userId: string): Promise<TwoFactorRow | undefined> {
    return (await this.db.prepare('SELECT * FROM admin_two_factor WHERE userId = ?').get(userId)) as
      TwoFactorRow | undefined;
  }

  /** A new, unconfirmed secret (replaces an enrolment that was never confirmed). */
  async startEnrolment(userId: string, secret: string, now: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO admin_two_factor (userId, secret, confirmedAt, lastStep, createdAt) VALUES (?, ?, NULL, 0, ?)
         ON CONFLICT (userId) DO UPDATE SET secret = excluded.secret, confirmedAt = NULL, lastStep = 0,
           createdAt = excluded.createdAt`,
      )
      .run(userId, secret, now);
  }

  /** Records an accepted step (and confirms the enrolment); false when that step or a later one was used. */
  async acceptStep(userId: string, step: number, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `UPDATE admin_two_factor SET lastStep = ?, confirmedAt = COALESCE(confirmedAt, ?)
           WHERE userId = ? AND lastStep < ?`,
          )
          .run(step, now, userId, step)
      ).changes === 1
    );
  }

  async replaceRecoveryCodes(userId: string, hashes: string[], now: string): Promise<void> {
    await this.db.prepare('DELETE FROM admin_recovery_codes WHERE userId = ?').run(userId);
    const insert = this.db.prepare(
      'INSERT INTO admin_recovery_codes (id, userId, codeHash, usedAt, createdAt) VALUES (?, ?, ?, NULL, ?)',
    );
    for (const hash of hashes) await insert.run(newId(), userId, hash, now);
  }

  /** Spends a recovery code once; false when unknown or already used. */
  async useRecoveryCode(userId: string, hash: string, now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            'UPDATE admin_recovery_codes SET usedAt = ? WHERE userId = ? AND codeHash = ? AND usedAt IS NULL',
          )
          .run(now, userId, hash)
      ).changes === 1
    );
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    return (
      (await this.db
        .prepare('SELECT COUNT(*) AS n FROM admin_recovery_codes WHERE userId = ? AND usedAt IS NULL')
        .get(userId)) as { n: number }
    ).n;
  }

  /** Forgets the authenticator and the recovery codes: the next sign-in enrols again. */
  async reset(userId: string): Promise<void> {
    await this.db.prepare('DELETE FROM admin_two_factor WHERE userId = ?').run(userId);
    await this.db.prepare('DELETE FROM admin_recovery_codes WHERE userId = ?').run(userId);
  }
}
