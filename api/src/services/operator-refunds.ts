// An operator's refund (issue 23): a wallet purchase (post, video, gallery, message, tip, product order) or a
// subscription period paid by card, back to the fan's wallet through the ledger (refunds.ts `refundMovement`:
// the creator gives back their net share as far as their balance covers it, the platform the rest). A payment
// is refunded once: its status moves from `success` to `refunded` conditionally, a second attempt is 409.
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { formatDollars } from '../lib/money';
import { announceBalances, type BalanceChanges } from './ledger';
import { refundInside, refundMovement, refundOrderInside } from './refunds';

export type RefundKind = 'purchase' | 'subscription';

export const REFUND_MESSAGES = {
  purchaseNotFound: 'Purchase not found',
  paymentNotFound: 'Payment not found',
  already: 'This payment is already refunded',
  notPaid: 'Only a completed payment can be refunded',
  notSubscription: 'Only a subscription payment is refunded here',
} as const;

export interface RefundOutcome {
  kind: RefundKind;
  id: string;
  fanId: string;
  creatorId: string;
  totalCents: number;
  fromCreatorCents: number;
  description: string;
  /** the refunded period was the running one: access ended */
  endedSubscription: boolean;
  changes: BalanceChanges;
}

const conflict = (message: string) => new HttpError(409, message);

/** The payment's status (the audit's before / after). */
export async function refundState(
  app: FastifyInstance,
  kind: RefundKind,
  id: string,
): Promise<{ status: string }> {
  const row =
    kind === 'purchase'
      ? await app.repos.walletTransactions.find(id)
      : await app.repos.paymentTransactions.find(id);
  if (!row)
    throw notFound(kind === 'purchase' ? REFUND_MESSAGES.purchaseNotFound : REFUND_MESSAGES.paymentNotFound);
  return { status: row.status };
}

function assertRefundable(status: string): void {
  if (status === 'refunded') throw conflict(REFUND_MESSAGES.already);
  if (status !== 'success') throw conflict(REFUND_MESSAGES.notPaid);
}

async function refundPurchase(app: FastifyInstance, id: string): Promise<RefundOutcome> {
  const tx = await app.repos.walletTransactions.find(id);
  if (!tx) throw notFound(REFUND_MESSAGES.purchaseNotFound);
  assertRefundable(tx.status);
  const order = tx.target === 'product' ? await app.repos.orders.findByTransaction(tx.id) : undefined;
  const changes = order ? await refundOrderInside(app, order, tx) : await refundInside(app, tx);
  if (!changes.size && tx.totalPriceCents > 0) throw conflict(REFUND_MESSAGES.already);
  return {
    kind: 'purchase',
    id,
    fanId: tx.userId,
    creatorId: tx.performerId,
    totalCents: tx.totalPriceCents,
    fromCreatorCents: -(changes.get(tx.performerId) ?? 0),
    description: tx.description,
    endedSubscription: false,
    changes,
  };
}

async function refundSubscription(app: FastifyInstance, id: string): Promise<RefundOutcome> {
  const payment = await app.repos.paymentTransactions.find(id);
  if (!payment) throw notFound(REFUND_MESSAGES.paymentNotFound);
  if (payment.type !== 'monthly_subscription' && payment.type !== 'yearly_subscription')
    throw unprocessable(REFUND_MESSAGES.notSubscription);
  assertRefundable(payment.status);
  const now = app.now().toISOString();
  if (!(await app.repos.paymentTransactions.transition(id, ['success'], 'refunded', now)))
    throw conflict(REFUND_MESSAGES.already);
  const creatorId = payment.performerId as string;
  const earning = await app.repos.earnings.ofTransaction(id);
  await app.repos.earnings.markRefunded(id, now);
  const changes = await refundMovement(app, {
    fanId: payment.userId,
    creatorId,
    totalCents: payment.totalPriceCents,
    netCents: earning?.netCents ?? 0,
    targetType: 'performer',
    targetId: creatorId,
  });
  // refunding the running period takes its access back; an older period's refund leaves the current one
  const sub = payment.subscriptionId
    ? await app.repos.subscriptions.findById(payment.subscriptionId)
    : undefined;
  const endedSubscription = Boolean(sub && sub.lastTransactionId === id);
  if (sub && endedSubscription) await app.repos.subscriptions.endNow(sub.id, now);
  return {
    kind: 'subscription',
    id,
    fanId: payment.userId,
    creatorId,
    totalCents: payment.totalPriceCents,
    fromCreatorCents: -(changes.get(creatorId) ?? 0),
    description: payment.description,
    endedSubscription,
    changes,
  };
}

/** Refunds inside the caller's transaction (the route's `audited` and stored answer). */
export async function refundByOperator(
  app: FastifyInstance,
  kind: RefundKind,
  id: string,
): Promise<RefundOutcome> {
  return kind === 'purchase' ? await refundPurchase(app, id) : await refundSubscription(app, id);
}

/** After the commit: balances live, and the fan is mailed. */
export async function announceRefund(app: FastifyInstance, outcome: RefundOutcome): Promise<void> {
  announceBalances(app, outcome.changes);
  const fan = await app.repos.users.findById(outcome.fanId);
  const creator = await app.repos.users.findById(outcome.creatorId);
  if (!fan?.email) return;
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  const what = outcome.kind === 'subscription' ? 'subscription' : 'purchase';
  await app.mailer.send({
    to: fan.email,
    subject: `You have been refunded ${formatDollars(outcome.totalCents)}`,
    text: `Hello ${fan.name || fan.username || ''},\n\nYour ${what} from ${creator?.name || creator?.username || 'a creator'} on ${siteName} (${outcome.description || what}) was refunded: ${formatDollars(outcome.totalCents)} is back in your wallet.${outcome.endedSubscription ? ' The subscription has ended.' : ''}`,
  });
}
