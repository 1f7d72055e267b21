// The money core on both engines (issue 24): a conditional debit in one statement, a movement and its balance
// changes in one transaction, and no negative balance when many debits race — on PostgreSQL from two pools,
// as two API processes would.
import { sql } from 'kysely';
import { runLedgerCli } from '@api/cli/ledger';
import { postgresQueryDb, type QueryDb } from '@api/db/connect';
import { inTransaction } from '@api/db/transaction';
import { HttpError } from '@api/lib/http-error';
import { LedgerQueries } from '@api/repositories/ledger-queries';
import {
  checkLedgerOn,
  gatewayAccount,
  INSUFFICIENT_BALANCE,
  moveIn,
  PLATFORM_ACCOUNT,
} from '@api/services/ledger';
import { describeOnEngines } from './helpers/engines';

const NOW = '2026-01-02T03:04:05.000Z';

async function addUser(db: QueryDb, id: string): Promise<void> {
  await sql`INSERT INTO users (id, role, username, createdAt, updatedAt) VALUES (${id}, 'user', ${id}, ${NOW}, ${NOW})`.execute(
    db.kysely,
  );
}

/** A tip as the wallet will make it: the fan's debit, the creator's net, the platform's commission. */
function tip(db: QueryDb, cents: number) {
  return inTransaction(db, (trx) =>
    moveIn(
      new LedgerQueries(trx),
      {
        kind: 'tip',
        targetType: 'performer',
        targetId: 'creator',
        legs: [
          { accountId: 'fan', amountCents: -cents },
          { accountId: 'creator', amountCents: cents * 0.8 },
          { accountId: PLATFORM_ACCOUNT, amountCents: cents * 0.2 },
        ],
      },
      NOW,
    ),
  );
}

describeOnEngines('money core', (open) => {
  let db: QueryDb & { url?: string };
  let ledger: LedgerQueries;
  beforeEach(async () => {
    db = await open();
    ledger = new LedgerQueries(db.kysely);
    await addUser(db, 'fan');
    await addUser(db, 'creator');
    await inTransaction(db, (trx) =>
      moveIn(
        ledger.in(trx),
        {
          kind: 'wallet',
          legs: [
            { accountId: gatewayAccount('sandbox'), amountCents: -1000 },
            { accountId: 'fan', amountCents: 1000 },
          ],
        },
        NOW,
      ),
    );
  });
  afterEach(() => db.close());

  test('a movement commits its balances and rows together, or nothing of it', async () => {
    await tip(db, 100);
    expect(await ledger.balanceOf('fan')).toBe(900);
    expect(await ledger.balanceOf('creator')).toBe(80);
    // the debit ran first; the missing account's credit undoes it
    await expect(
      inTransaction(db, (trx) =>
        moveIn(
          ledger.in(trx),
          {
            kind: 'tip',
            legs: [
              { accountId: 'fan', amountCents: -100 },
              { accountId: 'nobody', amountCents: 100 },
            ],
          },
          NOW,
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await ledger.balanceOf('fan')).toBe(900);
    expect(await checkLedgerOn(ledger)).toMatchObject({ ok: true, entries: 5, accounts: 4 });
  });

  test('50 tips at once, from two connection pools, on a balance that covers 10: exactly 10 are paid', async () => {
    // PostgreSQL: a second pool on the same database is what a second API process sees
    const other = db.url ? postgresQueryDb(db.url) : db;
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => tip(i % 2 ? other : db, 100)),
      );
      const refused = results
        .filter((r) => r.status === 'rejected')
        .map((r) => (r as PromiseRejectedResult).reason);
      expect(results.length - refused.length).toBe(10);
      // every refusal is the conditional debit's clear answer, never a constraint error or a deadlock
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(HttpError);
        expect(reason).toMatchObject({ statusCode: 422, message: INSUFFICIENT_BALANCE });
      }
      expect(await ledger.balanceOf('fan')).toBe(0);
      expect(await ledger.balanceOf('creator')).toBe(800);
      expect(await checkLedgerOn(ledger)).toMatchObject({ ok: true, negative: [], entries: 2 + 10 * 3 });
      if (db.url) {
        // the operator's command on the same PostgreSQL
        const out: string[] = [];
        expect(await runLedgerCli(['check'], '/nonexistent', (l) => out.push(l), db.url)).toBe(0);
        expect(out.at(-1)).toMatch(/^Ledger OK: 32 entries over 4 accounts/);
      }
    } finally {
      if (other !== db) await other.close();
    }
  }, 30_000);
});
