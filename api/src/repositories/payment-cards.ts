// Saved cards: brand, last four digits, expiry, holder and the gateway's reference. Never a number or CVC.
import { equalsConditions, pageOf, type Page } from './sql';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';
import type { SavedCard } from '../payments/gateway';

/** A saved card as the gateway describes it (payments/gateway.ts), with its owner and gateway. */
export interface PaymentCardRow extends SavedCard {
  id: string;
  userId: string;
  paymentGateway: string;
  createdAt: string;
}

export type PaymentCardInput = Omit<PaymentCardRow, 'id' | 'createdAt'>;

export class PaymentCardsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(input: PaymentCardInput, now: string): Promise<PaymentCardRow> {
    const row: PaymentCardRow = { id: newId(), createdAt: now, ...input };
    await this.db
      .prepare(
        `INSERT INTO payment_cards (id, userId, paymentGateway, brand, last4Digits, month, year, holderName, token, customerId, createdAt)
         VALUES (@id, @userId, @paymentGateway, @brand, @last4Digits, @month, @year, @holderName, @token, @customerId, @createdAt)`,
      )
      .run(row);
    return row;
  }

  async find(id: string): Promise<PaymentCardRow | undefined> {
    return (await this.db.prepare('SELECT * FROM payment_cards WHERE id = ?').get(id)) as
      PaymentCardRow | undefined;
  }

  async list(
    userId: string,
    gateway: string | undefined,
    offset: number,
    limit: number,
  ): Promise<Page<PaymentCardRow>> {
    const c = equalsConditions({ userId, paymentGateway: gateway });
    return await pageOf(
      this.db,
      'payment_cards',
      c,
      { column: 'createdAt', direction: 'DESC' },
      offset,
      limit,
    );
  }

  async count(userId: string): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM payment_cards WHERE userId = ?').get(userId)) as {
        n: number;
      }
    ).n;
  }

  async remove(id: string): Promise<void> {
    await this.db.prepare('DELETE FROM payment_cards WHERE id = ?').run(id);
  }
}
