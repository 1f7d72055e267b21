// What happens when a card payment ends, whoever learns it first (the immediate answer, the payer's
// confirmation, a Stripe webhook or a renewal): exactly once per payment, the money moves through the ledger
// with the subscription or the wallet credit, in one SQL transaction.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { splitCommission } from '../lib/money';
import type { PaymentTransactionRow } from '../repositories/payment-transactions';
import type { SubscriptionRow } from '../repositories/subscriptions';
import { announceBalances, gatewayAccount, move, PLATFORM_ACCOUNT, type BalanceChanges } from './ledger';
import { commissionRate } from './wallet-charges';
import { USER_EVENTS } from '../contract/socket-events';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERIOD_DAYS = { monthly_subscription: 30, yearly_subscription: 365 } as const;

const OPEN: PaymentTransactionRow['status'][] = ['created', 'processing', 'require_authentication'];

export function successUrl(payment: PaymentTransactionRow): string {
  return `/payment/success?transactionId=${payment.id.slice(-8)}`;
}

/** The end of a period that starts at `from` (ISO). */
export function periodEnd(from: string, days: number): string {
  return new Date(Date.parse(from) + days * DAY_MS).toISOString();
}

function subscriptionExpiry(
  app: FastifyInstance,
  payment: PaymentTransactionRow,
  sub: SubscriptionRow | undefined,
): string {
  const now = app.now().toISOString();
  const days = PERIOD_DAYS[payment.type as keyof typeof PERIOD_DAYS];
  // a renewal continues the period that ended, a payment during a running (cancelled) period extends it;
  // a late renewal sweep never gives less than a full period from now
  const continues = sub && (sub.expiredAt > now || payment.subscriptionId === sub.id);
  const next = periodEnd(continues ? sub.expiredAt : now, days);
  return next > now ? next : periodEnd(now, days);
}

/**
 * Marks the payment successful and applies it. Answers false (and does nothing) when another path already
 * completed or failed it.
 */
export async function completePayment(
  app: FastifyInstance,
  paymentId: string,
  reference = '',
): Promise<boolean> {
  const now = app.now().toISOString();
  let changes: BalanceChanges = new Map();
  let done = false;
  await app.db.transaction(async () => {
    const payment = await app.repos.paymentTransactions.find(paymentId);
    if (!payment) throw new HttpError(404, 'Payment not found');
    if (
      !(await app.repos.paymentTransactions.transition(
        payment.id,
        OPEN,
        'success',
        now,
        reference ? { gatewayReference: reference } : {},
      ))
    )
      return;
    done = true;
    const source = gatewayAccount(payment.paymentGateway);
    if (payment.type === 'token_package') {
      // the fan's wallet gets the full amount; a coupon's discount is the platform's
      changes = (
        await move(app, {
          kind: 'topup',
          transactionId: payment.id,
          targetType: 'token_package',
          legs: [
            { accountId: source, amountCents: -payment.totalPriceCents },
            { accountId: PLATFORM_ACCOUNT, amountCents: payment.totalPriceCents - payment.creditCents },
            { accountId: payment.userId, amountCents: payment.creditCents },
          ],
        })
      ).changes;
      return;
    }
    const performerId = payment.performerId as string;
    const before = await app.repos.subscriptions.find(payment.userId, performerId);
    const free = payment.type === 'free_subscription';
    const freeDays =
      (await app.repos.performers.findByUserId(performerId))?.durationFreeSubscriptionDays || 1;
    const expiredAt = free ? periodEnd(now, freeDays) : subscriptionExpiry(app, payment, before);
    const sub = await app.repos.subscriptions.upsert(
      {
        userId: payment.userId,
        performerId,
        subscriptionType: free ? 'free' : payment.type === 'yearly_subscription' ? 'yearly' : 'monthly',
        status: 'active',
        paymentGateway: payment.paymentGateway,
        startRecurringDate: before && before.expiredAt > now ? before.startRecurringDate : now,
        nextRecurringDate: free ? null : expiredAt,
        expiredAt,
        usedFreeSubscription: free,
      },
      now,
    );
    await app.repos.subscriptions.setBilling(
      sub.id,
      { cardId: free ? null : payment.cardId, autoRenew: !free, lastTransactionId: payment.id },
      now,
    );
    await app.repos.paymentTransactions.transition(payment.id, ['success'], 'success', now, {
      subscriptionId: sub.id,
    });
    if (free || payment.totalPriceCents === 0) return;
    const { commissionCents, netCents } = splitCommission(
      payment.totalPriceCents,
      await commissionRate(app, performerId),
    );
    changes = (
      await move(app, {
        kind: payment.type,
        transactionId: payment.id,
        targetType: 'performer',
        targetId: performerId,
        legs: [
          { accountId: source, amountCents: -payment.totalPriceCents },
          { accountId: performerId, amountCents: netCents },
          { accountId: PLATFORM_ACCOUNT, amountCents: commissionCents },
        ],
      })
    ).changes;
    await app.repos.earnings.add(
      {
        transactionId: payment.id,
        sourceType: 'payment',
        userId: payment.userId,
        performerId,
        type: payment.type,
        grossCents: payment.totalPriceCents,
        commissionCents,
        netCents,
        paymentGateway: payment.paymentGateway,
      },
      now,
    );
  })();
  if (!done) return false;
  announceBalances(app, changes);
  const payment = (await app.repos.paymentTransactions.find(paymentId)) as PaymentTransactionRow;
  app.emitToUser(payment.userId, USER_EVENTS.paymentStatus, {
    redirectUrl: successUrl(payment),
    transactionId: payment.id,
    status: 'success',
  });
  return true;
}

/** The charge failed, was cancelled or expired: nothing moves; its coupon use is free again (no longer open). */
export async function failPayment(
  app: FastifyInstance,
  paymentId: string,
  message: string,
  status: 'fail' | 'canceled' = 'fail',
): Promise<boolean> {
  const now = app.now().toISOString();
  let done = false;
  await app.db.transaction(async () => {
    const payment = await app.repos.paymentTransactions.find(paymentId);
    if (!payment) return;
    // a failed payment moved no money: a retry under its key may start afresh
    done = await app.repos.paymentTransactions.transition(payment.id, OPEN, status, now, {
      failureMessage: message,
      idempotencyKey: '',
    });
  })();
  if (done) {
    const payment = (await app.repos.paymentTransactions.find(paymentId)) as PaymentTransactionRow;
    app.emitToUser(payment.userId, USER_EVENTS.paymentStatus, {
      redirectUrl: '/payment/cancel',
      transactionId: payment.id,
      status,
      message,
    });
  }
  return done;
}
