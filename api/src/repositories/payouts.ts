// Payout requests and where they are paid (bank, PayPal). Private to the creator; operators use the CLI.
import { equalsConditions, pageOf, type Page } from './sql';
import type { SqlDb } from '../db/sql-db';
import { newId } from '../lib/ids';

export type PayoutStatus = 'pending' | 'approved' | 'rejected' | 'done';
export type PayoutMethod = 'banking' | 'paypal';

export interface PayoutRow {
  id: string;
  performerId: string;
  requestCents: number;
  paymentAccountType: PayoutMethod;
  requestNote: string;
  adminNote: string;
  status: PayoutStatus;
  ledgerTransactionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BankingRow {
  performerId: string;
  firstName: string;
  lastName: string;
  bankName: string;
  bankAccount: string;
  bankRouting: string;
  bankSwiftCode: string;
  country: string;
  state: string;
  city: string;
  address: string;
  updatedAt: string;
}
export type BankingInput = Omit<BankingRow, 'performerId' | 'updatedAt'>;

export interface PaypalRow {
  performerId: string;
  email: string;
  phoneNumber: string;
  updatedAt: string;
}

export interface PayoutSearch {
  performerId?: string;
  status?: string;
  sortBy: 'createdAt' | 'updatedAt' | 'requestCents';
  sort: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export class PayoutsRepository {
  constructor(private readonly db: SqlDb) {}

  async create(
    input: {
      performerId: string;
      requestCents: number;
      paymentAccountType: PayoutMethod;
      requestNote: string;
    },
    now: string,
  ): Promise<PayoutRow> {
    const row: PayoutRow = {
      id: newId(),
      adminNote: '',
      status: 'pending',
      ledgerTransactionId: null,
      createdAt: now,
      updatedAt: now,
      ...input,
    };
    await this.db
      .prepare(
        `INSERT INTO payout_requests (id, performerId, requestCents, paymentAccountType, requestNote, adminNote, status, ledgerTransactionId, createdAt, updatedAt)
         VALUES (@id, @performerId, @requestCents, @paymentAccountType, @requestNote, @adminNote, @status, @ledgerTransactionId, @createdAt, @updatedAt)`,
      )
      .run(row);
    return row;
  }

  async find(id: string): Promise<PayoutRow | undefined> {
    return (await this.db.prepare('SELECT * FROM payout_requests WHERE id = ?').get(id)) as
      PayoutRow | undefined;
  }

  async pendingOf(performerId: string): Promise<PayoutRow | undefined> {
    return (await this.db
      .prepare("SELECT * FROM payout_requests WHERE performerId = ? AND status = 'pending'")
      .get(performerId)) as PayoutRow | undefined;
  }

  /** A pending request's own fields (the creator edits it while it waits). */
  async updatePending(
    id: string,
    fields: { requestCents: number; paymentAccountType: PayoutMethod; requestNote: string },
    now: string,
  ): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            "UPDATE payout_requests SET requestCents = @requestCents, paymentAccountType = @paymentAccountType, requestNote = @requestNote, updatedAt = @now WHERE id = @id AND status = 'pending'",
          )
          .run({ ...fields, id, now })
      ).changes === 1
    );
  }

  /** Moves a request on from `from`; false when it was not in that state any more. */
  async transition(
    id: string,
    from: PayoutStatus[],
    status: PayoutStatus,
    adminNote: string | undefined,
    now: string,
    ledgerTransactionId?: string,
  ): Promise<boolean> {
    return (
      (
        await this.db
          .prepare(
            `UPDATE payout_requests SET status = @status, adminNote = COALESCE(@adminNote, adminNote), updatedAt = @now,
             ledgerTransactionId = COALESCE(@ledgerTransactionId, ledgerTransactionId)
           WHERE id = @id AND status IN ${this.db.text.inJson('@from')}`,
          )
          .run({
            id,
            status,
            adminNote: adminNote ?? null,
            now,
            ledgerTransactionId: ledgerTransactionId ?? null,
            from: JSON.stringify(from),
          })
      ).changes === 1
    );
  }

  async search(q: PayoutSearch): Promise<Page<PayoutRow>> {
    const c = equalsConditions({ performerId: q.performerId, status: q.status });
    return await pageOf(
      this.db,
      'payout_requests',
      c,
      { column: q.sortBy, direction: q.sort },
      q.offset,
      q.limit,
    );
  }

  async paidOutCents(performerId: string): Promise<number> {
    return (
      (await this.db
        .prepare(
          "SELECT COALESCE(SUM(requestCents), 0) AS n FROM payout_requests WHERE performerId = ? AND status = 'done'",
        )
        .get(performerId)) as { n: number }
    ).n;
  }

  async banking(performerId: string): Promise<BankingRow | undefined> {
    return (await this.db
      .prepare('SELECT * FROM banking_settings WHERE performerId = ?')
      .get(performerId)) as BankingRow | undefined;
  }

  async saveBanking(performerId: string, input: BankingInput, now: string): Promise<BankingRow> {
    const row: BankingRow = { performerId, updatedAt: now, ...input };
    await this.db
      .prepare(
        `INSERT INTO banking_settings (performerId, firstName, lastName, bankName, bankAccount, bankRouting, bankSwiftCode, country, state, city, address, updatedAt)
         VALUES (@performerId, @firstName, @lastName, @bankName, @bankAccount, @bankRouting, @bankSwiftCode, @country, @state, @city, @address, @updatedAt)
         ON CONFLICT (performerId) DO UPDATE SET firstName = excluded.firstName, lastName = excluded.lastName, bankName = excluded.bankName,
           bankAccount = excluded.bankAccount, bankRouting = excluded.bankRouting, bankSwiftCode = excluded.bankSwiftCode, country = excluded.country,
           state = excluded.state, city = excluded.city, address = excluded.address, updatedAt = excluded.updatedAt`,
      )
      .run(row);
    return row;
  }

  async paypal(performerId: string): Promise<PaypalRow | undefined> {
    return (await this.db.prepare('SELECT * FROM paypal_settings WHERE performerId = ?').get(performerId)) as
      PaypalRow | undefined;
  }

  async savePaypal(performerId: string, email: string, phoneNumber: string, now: string): Promise<PaypalRow> {
    await this.db
      .prepare(
        `INSERT INTO paypal_settings (performerId, email, phoneNumber, updatedAt) VALUES (?, ?, ?, ?)
         ON CONFLICT (performerId) DO UPDATE SET email = excluded.email, phoneNumber = excluded.phoneNumber, updatedAt = excluded.updatedAt`,
      )
      .run(performerId, email, phoneNumber, now);
    return (await this.paypal(performerId)) as PaypalRow;
  }
}
