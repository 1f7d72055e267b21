// Coupons: a percentage off a wallet top-up, with an expiry and a number of uses.
import type { Database } from 'better-sqlite3';
import { newId } from '../lib/ids';

export interface CouponRow {
  id: string;
  code: string;
  name: string;
  description: string;
  valueBasisPoints: number;
  expiredDate: string;
  status: 'active' | 'inactive';
  numberOfUses: number;
  usedCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CouponInput {
  code: string;
  name?: string;
  description?: string;
  valueBasisPoints: number;
  expiredDate: string;
  numberOfUses: number;
}

export class CouponsRepository {
  constructor(private readonly db: Database) {}

  create(input: CouponInput, now: string): CouponRow {
    const row: CouponRow = {
      id: newId(),
      name: input.name ?? input.code,
      description: input.description ?? '',
      status: 'active',
      usedCount: 0,
      createdAt: now,
      updatedAt: now,
      code: input.code,
      valueBasisPoints: input.valueBasisPoints,
      expiredDate: input.expiredDate,
      numberOfUses: input.numberOfUses,
    };
    this.db
      .prepare(
        `INSERT INTO coupons (id, code, name, description, valueBasisPoints, expiredDate, status, numberOfUses, usedCount, createdAt, updatedAt)
         VALUES (@id, @code, @name, @description, @valueBasisPoints, @expiredDate, @status, @numberOfUses, @usedCount, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  /** Codes are matched without regard to case. */
  findByCode(code: string): CouponRow | undefined {
    return this.db.prepare('SELECT * FROM coupons WHERE code = ? COLLATE NOCASE').get(code) as
      CouponRow | undefined;
  }

  list(): CouponRow[] {
    return this.db.prepare('SELECT * FROM coupons ORDER BY createdAt DESC').all() as CouponRow[];
  }

  /** Takes one use if any is left (conditional, so the limit holds under concurrency). */
  use(id: string, now: string): boolean {
    return (
      this.db
        .prepare(
          'UPDATE coupons SET usedCount = usedCount + 1, updatedAt = ? WHERE id = ? AND usedCount < numberOfUses',
        )
        .run(now, id).changes === 1
    );
  }

  /** Gives back a use taken for a payment that did not go through. */
  release(id: string, now: string): void {
    this.db
      .prepare('UPDATE coupons SET usedCount = usedCount - 1, updatedAt = ? WHERE id = ? AND usedCount > 0')
      .run(now, id);
  }

  setStatus(code: string, status: 'active' | 'inactive', now: string): boolean {
    return (
      this.db
        .prepare('UPDATE coupons SET status = ?, updatedAt = ? WHERE code = ? COLLATE NOCASE')
        .run(status, now, code).changes === 1
    );
  }
}
