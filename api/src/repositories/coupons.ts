// Coupons: a percentage off a wallet top-up, with an expiry, a number of uses and a number of uses per fan.
// A use is a payment with the coupon: completed (`used`), or waiting for the payer's confirmation since `holdsSince`
// (`held`, issue 20 item 2). Counted from payment_transactions, so nothing can drift from the payments.
import type { SqlDb } from '../db/sql-db';
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
  /** uses one fan may make; 0 = no limit per fan */
  perFanUses: number;
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
  perFanUses?: number;
}

export interface CouponUses {
  /** payments with the coupon that completed */
  used: number;
  /** payments with it still open (created, processing, waiting for confirmation) since the hold cut-off */
  held: number;
}

const OPEN = "('created', 'processing', 'require_authentication')";

export class CouponsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: CouponInput, now: string): Promise<CouponRow> {
    const row: CouponRow = {
      id: newId(),
      name: input.name ?? input.code,
      description: input.description ?? '',
      status: 'active',
      perFanUses: input.perFanUses ?? 1,
      createdAt: now,
      updatedAt: now,
      code: input.code,
      valueBasisPoints: input.valueBasisPoints,
      expiredDate: input.expiredDate,
      numberOfUses: input.numberOfUses,
    };
    await this.db
      .prepare(
        `INSERT INTO coupons (id, code, name, description, valueBasisPoints, expiredDate, status, numberOfUses, perFanUses, createdAt, updatedAt)
         VALUES (@id, @code, @name, @description, @valueBasisPoints, @expiredDate, @status, @numberOfUses, @perFanUses, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  /** Codes are matched without regard to case. */
  async findByCode(code: string): Promise<CouponRow | undefined> {
    return (await this.db
      .prepare(`SELECT * FROM coupons WHERE ${this.db.text.sameText('code', '?')}`)
      .get(code)) as CouponRow | undefined;
  }

  async list(): Promise<CouponRow[]> {
    return (await this.db.prepare('SELECT * FROM coupons ORDER BY createdAt DESC').all()) as CouponRow[];
  }

  /** Inside a transaction: other transactions counting this coupon's uses wait until it ends (dialect keyLock). */
  async lockUses(code: string): Promise<void> {
    const lock = this.db.text.keyLock;
    if (lock) await this.db.prepare(lock).get(`coupon:${code.toLowerCase()}`);
  }

  /** Uses of a coupon (by everyone, or by one fan): payments holding it are counted from `holdsSince`. */
  async uses(code: string, holdsSince: string, userId?: string): Promise<CouponUses> {
    const row = (await this.db
      .prepare(
        `SELECT
           COUNT(CASE WHEN status = 'success' THEN 1 END) AS used,
           COUNT(CASE WHEN status IN ${OPEN} AND createdAt >= @holdsSince THEN 1 END) AS held
         FROM payment_transactions
         WHERE couponCode = @code AND (CAST(@userId AS TEXT) IS NULL OR userId = @userId)`,
      )
      .get({ code, holdsSince, userId: userId ?? null })) as CouponUses;
    return { used: row.used, held: row.held };
  }

  async setStatus(code: string, status: 'active' | 'inactive', now: string): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(`UPDATE coupons SET status = ?, updatedAt = ? WHERE ${this.db.text.sameText('code', '?')}`)
          .run(status, now, code)
      ).changes === 1
    );
  }
}
