// Payout requests (reference §5.6). A creator asks; an operator (npm run payouts) approves, rejects or marks it
// done. Only `done` takes the money off the balance, through the ledger, and only if the balance still covers
// it (refunds can have lowered it). Every status change is mailed to the creator with the operator's note.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { formatDollars, settingCents } from '../lib/money';
import type { PayoutMethod, PayoutRow, PayoutStatus } from '../repositories/payouts';
import { announceBalances, gatewayAccount, move } from './ledger';
import { USER_EVENTS } from '../contract/socket-events';

export const PAYOUT_MESSAGES = {
  pending: 'Please wait for the current request get paid first!',
  aboveBalance: 'Requested tokens is greater than your balance, please check again',
  missingBanking: 'Missing banking information',
  missingPaypal: 'You have not provided your Paypal account yet, please try again later',
  notPending: 'Only a pending request can be changed',
  balanceShort: 'The creator’s balance no longer covers this payout (refunds lowered it): reject it or wait',
};

export interface PayoutInput {
  requestCents: number;
  paymentAccountType: PayoutMethod;
  requestNote: string;
}

async function check(app: FastifyInstance, performerId: string, input: PayoutInput): Promise<void> {
  const min = settingCents(await app.repos.settings.get('minimumPayoutAmount'), 50);
  if (input.requestCents < min) throw new HttpError(422, `Minimum payout amount is ${formatDollars(min)}`);
  const balance = (await app.repos.ledger.balanceOf(performerId)) ?? 0;
  if (input.requestCents > balance) throw new HttpError(422, PAYOUT_MESSAGES.aboveBalance);
  if (input.paymentAccountType === 'banking') {
    const bank = await app.repos.payouts.banking(performerId);
    if (!bank?.firstName || !bank.lastName || !bank.bankAccount)
      throw new HttpError(404, PAYOUT_MESSAGES.missingBanking);
  } else if (!(await app.repos.payouts.paypal(performerId))?.email) {
    throw new HttpError(422, PAYOUT_MESSAGES.missingPaypal);
  }
}

export async function requestPayout(
  app: FastifyInstance,
  performerId: string,
  input: PayoutInput,
): Promise<PayoutRow> {
  if (await app.repos.payouts.pendingOf(performerId)) throw new HttpError(422, PAYOUT_MESSAGES.pending);
  await check(app, performerId, input);
  const row = await app.repos.payouts.create({ performerId, ...input }, app.now().toISOString());
  const creator = await app.repos.users.findById(performerId);
  await app.mailer.send({
    to: app.config.adminEmail,
    subject: `New payout request: ${formatDollars(input.requestCents)} by @${creator?.username ?? performerId}`,
    text: `@${creator?.username ?? performerId} asks for ${formatDollars(input.requestCents)} by ${input.paymentAccountType}.\nNote: ${input.requestNote || '—'}\nRequest ${row.id}: npm run payouts -- approve|reject|done ${row.id} --note "…"`,
  });
  return row;
}

/** A creator's own payout request: 404 when there is none, 403 when it is another creator's (issue 10). */
export async function ownPayout(app: FastifyInstance, performerId: string, id: string): Promise<PayoutRow> {
  const row = await app.repos.payouts.find(id);
  if (!row) throw new HttpError(404, 'Payout request not found');
  if (row.performerId !== performerId) throw new HttpError(403, 'This payout request is not yours');
  return row;
}

export async function updatePayout(
  app: FastifyInstance,
  performerId: string,
  id: string,
  input: PayoutInput,
): Promise<PayoutRow> {
  const row = await ownPayout(app, performerId, id);
  if (row.status !== 'pending') throw new HttpError(422, PAYOUT_MESSAGES.notPending);
  await check(app, performerId, input);
  if (!(await app.repos.payouts.updatePending(id, input, app.now().toISOString())))
    throw new HttpError(422, PAYOUT_MESSAGES.notPending);
  return (await app.repos.payouts.find(id)) as PayoutRow;
}

const FROM: Record<Exclude<PayoutStatus, 'pending'>, PayoutStatus[]> = {
  approved: ['pending'],
  rejected: ['pending', 'approved'],
  done: ['pending', 'approved'],
};

/** The operator's decision. `done` debits the balance (conditional) with its ledger rows, in one transaction. */
export async function setPayoutStatus(
  app: FastifyInstance,
  id: string,
  status: Exclude<PayoutStatus, 'pending'>,
  note?: string,
): Promise<PayoutRow> {
  const row = await app.repos.payouts.find(id);
  if (!row) throw new HttpError(404, 'Payout request not found');
  if (!FROM[status].includes(row.status))
    throw new HttpError(422, `A ${row.status} request cannot become ${status}`);
  const now = app.now().toISOString();
  let changes = new Map<string, number>();
  await app.db.transaction(async () => {
    let ledgerId: string | undefined;
    if (status === 'done') {
      const moved = await move(app, {
        kind: 'payout',
        targetType: 'payout_request',
        targetId: row.id,
        insufficientMessage: PAYOUT_MESSAGES.balanceShort,
        legs: [
          { accountId: row.performerId, amountCents: -row.requestCents },
          { accountId: gatewayAccount(`payout:${row.paymentAccountType}`), amountCents: row.requestCents },
        ],
      });
      changes = moved.changes;
      ledgerId = moved.transactionId;
    }
    if (!(await app.repos.payouts.transition(row.id, FROM[status], status, note, now, ledgerId))) {
      throw new HttpError(409, 'The request changed meanwhile: try again');
    }
  })();
  announceBalances(app, changes);
  const updated = (await app.repos.payouts.find(id)) as PayoutRow;
  // our event (README): the creator's payout page follows the operator's decision
  app.emitToUser(row.performerId, USER_EVENTS.payoutRequestUpdated, {
    _id: row.id,
    status,
    adminNote: updated.adminNote,
  });
  const creator = await app.repos.users.findById(row.performerId);
  if (creator?.email) {
    const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
    await app.mailer.send({
      to: creator.email,
      subject: `Your payout request of ${formatDollars(row.requestCents)} is ${status}`,
      text: `Hello ${creator.name || creator.username || ''},\n\nYour payout request of ${formatDollars(row.requestCents)} on ${siteName} is now ${status}.${
        note ? `\nNote: ${note}` : ''
      }\nSee it at ${app.config.appPublicUrl}/creator/payout-request`,
    });
  }
  return updated;
}

/** Total earned (net, refunds excluded), paid out so far, and what can be requested now (the balance). */
export async function payoutStats(app: FastifyInstance, performerId: string) {
  const earned = (await app.repos.earnings.stats({ performerId })).netCents;
  return {
    totalEarnedCents: earned,
    paidOutCents: await app.repos.payouts.paidOutCents(performerId),
    balanceCents: (await app.repos.ledger.balanceOf(performerId)) ?? 0,
  };
}
