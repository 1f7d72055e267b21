// Card payments (reference "Payment (money) transaction"): wallet top-ups and subscription charges.
import { equalsConditions, pageOf, type Page } from './sql';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export type PaymentType =
  'token_package' | 'monthly_subscription' | 'yearly_subscription' | 'free_subscription';
export type PaymentStatus =
  'created' | 'processing' | 'require_authentication' | 'success' | 'fail' | 'canceled' | 'refunded';

export interface PaymentTransactionRow {
  id: string;
  userId: string;
  performerId: string | null;
  paymentGateway: string;
  type: PaymentType;
  target: string;
  targetId: string;
  description: string;
  originalPriceCents: number;
  totalPriceCents: number;
  /** what the wallet receives on success (top-ups: the full amount before the coupon) */
  creditCents: number;
  couponCode: string;
  couponValue: number;
  status: PaymentStatus;
  cardId: string | null;
  subscriptionId: string | null;
  gatewayReference: string;
  clientSecret: string;
  failureMessage: string;
  /** the Idempotency-Key of the request that started it, while it is open or succeeded (issue 20 item 4) */
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
}

export type PaymentTransactionInput = Omit<
  PaymentTransactionRow,
  'id' | 'createdAt' | 'updatedAt' | 'gatewayReference' | 'clientSecret' | 'failureMessage' | 'idempotencyKey'
> & { idempotencyKey?: string };

export interface PaymentSearch {
  userId: string;
  status?: string;
  type?: string;
  sortBy: 'createdAt' | 'updatedAt' | 'totalPriceCents';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export class PaymentTransactionsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: PaymentTransactionInput, now: string): Promise<PaymentTransactionRow> {
    const row: PaymentTransactionRow = {
      id: newId(),
      gatewayReference: '',
      clientSecret: '',
      failureMessage: '',
      createdAt: now,
      updatedAt: now,
      ...input,
      idempotencyKey: input.idempotencyKey ?? '',
    };
    await this.db
      .prepare(
        `INSERT INTO payment_transactions (id, userId, performerId, paymentGateway, type, target, targetId, description,
           originalPriceCents, totalPriceCents, creditCents, couponCode, couponValue, status, cardId, subscriptionId,
           gatewayReference, clientSecret, failureMessage, idempotencyKey, createdAt, updatedAt)
         VALUES (@id, @userId, @performerId, @paymentGateway, @type, @target, @targetId, @description,
           @originalPriceCents, @totalPriceCents, @creditCents, @couponCode, @couponValue, @status, @cardId, @subscriptionId,
           @gatewayReference, @clientSecret, @failureMessage, @idempotencyKey, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  async find(id: string): Promise<PaymentTransactionRow | undefined> {
    return (await this.db.prepare('SELECT * FROM payment_transactions WHERE id = ?').get(id)) as
      PaymentTransactionRow | undefined;
  }

  async findByReference(reference: string): Promise<PaymentTransactionRow | undefined> {
    if (!reference) return undefined;
    return (await this.db
      .prepare('SELECT * FROM payment_transactions WHERE gatewayReference = ?')
      .get(reference)) as PaymentTransactionRow | undefined;
  }

  /**
   * Moves a payment from one of `from` to `status` and answers whether this call did it: two completions of
   * the same payment (a webhook and a confirm) cannot both credit.
   */
  async transition(
    id: string,
    from: PaymentStatus[],
    status: PaymentStatus,
    now: string,
    extra: Partial<
      Pick<
        PaymentTransactionRow,
        'gatewayReference' | 'clientSecret' | 'failureMessage' | 'subscriptionId' | 'idempotencyKey'
      >
    > = {},
  ): Promise<boolean> {
    const sets = ['status = @status', 'updatedAt = @now'];
    for (const key of Object.keys(extra)) sets.push(`${key} = @${key}`);
    const result = await this.db
      .prepare(
        `UPDATE payment_transactions SET ${sets.join(', ')}
         WHERE id = @id AND status IN ${this.db.text.inJson('@from')}`,
      )
      .run({ id, status, now, from: JSON.stringify(from), ...extra });
    return result.changes === 1;
  }

  /** The payment a request started under this Idempotency-Key (open or succeeded). */
  async findByIdempotencyKey(userId: string, key: string): Promise<PaymentTransactionRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM payment_transactions WHERE userId = ? AND idempotencyKey = ?')
      .get(userId, key)) as PaymentTransactionRow | undefined;
  }

  /** Unlinks a key from an old payment (its record expired, so the key may start a new one). */
  async unlinkIdempotencyKey(userId: string, key: string): Promise<void> {
    await this.db
      .prepare("UPDATE payment_transactions SET idempotencyKey = '' WHERE userId = ? AND idempotencyKey = ?")
      .run(userId, key);
  }

  /** Payments still waiting for the payer's confirmation that were created before `before`, oldest first. */
  async waitingSince(before: string, limit = 500): Promise<PaymentTransactionRow[]> {
    return (await this.db
      .prepare(
        `SELECT * FROM payment_transactions WHERE status = 'require_authentication' AND createdAt < ?
         ORDER BY createdAt LIMIT ?`,
      )
      .all(before, limit)) as PaymentTransactionRow[];
  }

  async search(q: PaymentSearch): Promise<Page<PaymentTransactionRow>> {
    const c = equalsConditions({ userId: q.userId, status: q.status, type: q.type });
    return await pageOf(
      this.db,
      'payment_transactions',
      c,
      { column: q.sortBy, direction: q.sort },
      q.offset,
      q.limit,
    );
  }
}
