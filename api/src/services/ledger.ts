// The only code that changes a balance. A movement is a set of legs summing to zero (double entry): user
// accounts change their balance in the same SQL transaction as the ledger rows, and a debit is conditional,
// so no balance goes negative even under concurrency. Pseudo-accounts carry no balance: `platform` (the site's
// commission) and `gateway:<name>` (money entering from a card, or leaving to a bank).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { newId } from '../lib/ids';
import { USER_EVENTS } from '../contract/socket-events';
import type { LedgerQueries } from '../repositories/ledger-queries';

export const PLATFORM_ACCOUNT = 'platform';
export const gatewayAccount = (gateway: string) => `gateway:${gateway}`;
const isUserAccount = (accountId: string) =>
  accountId !== PLATFORM_ACCOUNT && !accountId.startsWith('gateway:');

export const INSUFFICIENT_BALANCE = 'You have an insufficient wallet balance. Please top up.';

export interface Leg {
  accountId: string;
  /** signed: negative leaves the account */
  amountCents: number;
}

export interface Movement {
  kind: string;
  legs: Leg[];
  targetType?: string;
  targetId?: string;
  /** groups the rows; defaults to a new id */
  transactionId?: string;
  /** the message when a user leg cannot be debited */
  insufficientMessage?: string;
}

/** Balance changes by user, for `update_balance` after the transaction commits. */
export type BalanceChanges = Map<string, number>;

/** A movement's legs checked (integer cents, summing to zero) and ordered debits first, each with its counterparty. */
function planLegs(movement: Movement): { leg: Leg; counterpartyId: string }[] {
  const legs = movement.legs.filter((l) => l.amountCents !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amountCents)))
    throw new Error('ledger: amounts must be integer cents');
  if (legs.reduce((sum, l) => sum + l.amountCents, 0) !== 0)
    throw new Error('ledger: a movement must sum to zero');
  // debits first: a refused debit leaves nothing to undo
  return [...legs]
    .sort((a, b) => a.amountCents - b.amountCents)
    .map((leg) => ({
      leg,
      counterpartyId:
        legs.find((other) => other !== leg && Math.sign(other.amountCents) !== Math.sign(leg.amountCents))
          ?.accountId ?? '',
    }));
}

const refusal = (movement: Movement, known: boolean) =>
  known
    ? new HttpError(422, movement.insufficientMessage ?? INSUFFICIENT_BALANCE)
    : new HttpError(404, 'Account not found');

/**
 * Applies a movement inside the caller's transaction (better-sqlite3 nests it as a savepoint when one is open).
 * Throws 422 with the insufficient-balance message when a debit is not covered; nothing is written then.
 */
export async function move(
  app: FastifyInstance,
  movement: Movement,
): Promise<{ transactionId: string; changes: BalanceChanges }> {
  const planned = planLegs(movement);
  const transactionId = movement.transactionId ?? newId();
  const changes: BalanceChanges = new Map();
  const now = app.now().toISOString();
  await app.db.transaction(async () => {
    for (const { leg, counterpartyId } of planned) {
      if (isUserAccount(leg.accountId)) {
        const done =
          leg.amountCents < 0
            ? await app.repos.ledger.debit(leg.accountId, -leg.amountCents, now)
            : await app.repos.ledger.credit(leg.accountId, leg.amountCents, now);
        if (!done) throw refusal(movement, (await app.repos.ledger.balanceOf(leg.accountId)) !== undefined);
        changes.set(leg.accountId, (changes.get(leg.accountId) ?? 0) + leg.amountCents);
      }
      await app.repos.ledger.insert(
        {
          transactionId,
          accountId: leg.accountId,
          amountCents: leg.amountCents,
          kind: movement.kind,
          counterpartyId,
          targetType: movement.targetType,
          targetId: movement.targetId,
        },
        now,
      );
    }
  })();
  return { transactionId, changes };
}

/**
 * The same on the query layer, on SQLite or PostgreSQL (issue 24): `ledger` must be bound to the caller's
 * inTransaction (`queries.in(trx)`), so the debit, the credits and the rows commit or roll back together.
 */
export async function moveIn(
  ledger: LedgerQueries,
  movement: Movement,
  now: string,
): Promise<{ transactionId: string; changes: BalanceChanges }> {
  const planned = planLegs(movement);
  const transactionId = movement.transactionId ?? newId();
  const changes: BalanceChanges = new Map();
  for (const { leg, counterpartyId } of planned) {
    if (isUserAccount(leg.accountId)) {
      const done =
        leg.amountCents < 0
          ? await ledger.debit(leg.accountId, -leg.amountCents, now)
          : await ledger.credit(leg.accountId, leg.amountCents, now);
      if (!done) throw refusal(movement, (await ledger.balanceOf(leg.accountId)) !== undefined);
      changes.set(leg.accountId, (changes.get(leg.accountId) ?? 0) + leg.amountCents);
    }
    await ledger.insert(
      {
        transactionId,
        accountId: leg.accountId,
        amountCents: leg.amountCents,
        kind: movement.kind,
        counterpartyId,
        targetType: movement.targetType,
        targetId: movement.targetId,
      },
      now,
    );
  }
  return { transactionId, changes };
}

/** After commit: tells each user whose balance moved (reference `update_balance`, `{token}` = signed dollars). */
export function announceBalances(app: FastifyInstance, changes: BalanceChanges): void {
  for (const [userId, cents] of changes)
    app.emitToUser(userId, USER_EVENTS.balanceUpdated, { token: cents / 100 });
}

export interface LedgerReport {
  ok: boolean;
  entries: number;
  accounts: number;
  mismatches: { accountId: string; balanceCents: number; ledgerCents: number }[];
  negative: { accountId: string; balanceCents: number }[];
  unbalanced: { transactionId: string; total: number }[];
}

/**
 * Proves every balance equals its ledger sum, none is negative and every movement sums to zero — on either engine
 * (`npm run ledger -- check`, the console, the tests).
 */
export async function checkLedgerOn(ledger: LedgerQueries): Promise<LedgerReport> {
  const mismatches = await ledger.mismatches();
  const negative = await ledger.negativeBalances();
  const unbalanced = await ledger.unbalancedTransactions();
  return {
    ok: !mismatches.length && !negative.length && !unbalanced.length,
    ...(await ledger.counts()),
    mismatches,
    negative,
    unbalanced,
  };
}
