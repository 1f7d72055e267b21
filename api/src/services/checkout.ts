// Card payments started by a fan (reference §5.2, §5.4): wallet top-ups and subscriptions. The gateway
// charges; services/payment-completion applies the result exactly once.
import type { FastifyInstance } from 'fastify';
import { HttpError, forbidden, notFound } from '../lib/http-error';
import { amountToCents, formatDollars, settingCents } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { PaymentCardRow } from '../repositories/payment-cards';
import type { PaymentTransactionRow, PaymentType } from '../repositories/payment-transactions';
import { isRunning } from '../repositories/subscriptions';
import { type PaymentKey, chargeCard, resumePayment, startPayment } from './card-charges';
import { completePayment, failPayment } from './payment-completion';
import { EXPIRED_MESSAGE, expirePayment, holdsSince, isExpired } from './payment-expiry';
import { payableCreator } from './purchase-decision';

export const CHECKOUT_MESSAGES = {
  addCard: 'Please add a payment card',
  gatewayUnavailable: 'This payment gateway is not available',
  freeUsed: "You've subscribed for free already!",
  freeUnavailable: 'This creator does not offer a free trial',
  alreadySubscribed: 'You are already subscribed to this creator',
  noPrice: 'This creator has not set a price for this plan yet',
  couponInvalid: 'This coupon code is not valid',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has been used up',
  couponUsedByFan: 'You have already used this coupon',
};

const usedByFanMessage = (perFan: number) =>
  perFan === 1 ? CHECKOUT_MESSAGES.couponUsedByFan : `You have already used this coupon ${perFan} times`;

const MAX_CARDS = 10;
export { MAX_CARDS };

async function assertFanAccount(app: FastifyInstance, fanId: string): Promise<void> {
  const account = await app.repos.users.findById(fanId);
  if (!account || account.role !== 'user') throw forbidden('Only fans can pay with a card');
}

function assertGateway(app: FastifyInstance, requested: string | undefined): void {
  if (requested && requested !== app.paymentGateway.name)
    throw new HttpError(422, CHECKOUT_MESSAGES.gatewayUnavailable);
}

/** The fan's saved card for this gateway, or 422 "Please add a payment card". */
export async function cardOf(
  app: FastifyInstance,
  fanId: string,
  cardId: string | undefined,
): Promise<PaymentCardRow> {
  if (!cardId) throw new HttpError(422, CHECKOUT_MESSAGES.addCard);
  const card = await app.repos.paymentCards.find(cardId);
  if (!card || card.userId !== fanId) throw notFound('Payment card not found');
  if (card.paymentGateway !== app.paymentGateway.name) throw new HttpError(422, CHECKOUT_MESSAGES.addCard);
  return card;
}

/**
 * A coupon this fan can apply now, or 422 with why not. Uses are completed payments plus those still waiting
 * (issue 20 items 2-3): the total limit and the fan's own limit (once by default) both count them.
 */
export async function usableCoupon(app: FastifyInstance, code: string, fanId: string) {
  const coupon = await app.repos.coupons.findByCode(code.trim());
  if (!coupon || coupon.status !== 'active') throw new HttpError(422, CHECKOUT_MESSAGES.couponInvalid);
  if (coupon.expiredDate <= app.now().toISOString())
    throw new HttpError(422, CHECKOUT_MESSAGES.couponExpired);
  const since = holdsSince(app);
  const all = await app.repos.coupons.uses(coupon.code, since);
  if (all.used + all.held >= coupon.numberOfUses) throw new HttpError(422, CHECKOUT_MESSAGES.couponUsedUp);
  if (coupon.perFanUses > 0) {
    const mine = await app.repos.coupons.uses(coupon.code, since, fanId);
    if (mine.used + mine.held >= coupon.perFanUses)
      throw new HttpError(422, usedByFanMessage(coupon.perFanUses));
  }
  return coupon;
}

export interface TopUpBody {
  amount: unknown;
  paymentGateway?: string;
  cardId?: string;
  couponCode?: string;
}

export async function topUp(
  app: FastifyInstance,
  fan: Viewer,
  body: TopUpBody,
  key?: PaymentKey | null,
): Promise<PaymentTransactionRow> {
  const resumed = await resumePayment(app, fan.id, key);
  if (resumed) return resumed;
  await assertFanAccount(app, fan.id);
  assertGateway(app, body.paymentGateway);
  const cents = amountToCents(body.amount, 'Amount');
  const min = settingCents(await app.repos.settings.get('minimumWalletPrice'), 2.95);
  const max = settingCents(await app.repos.settings.get('maximumWalletPrice'), 300);
  if (cents < min) throw new HttpError(422, `Minimum top-up amount is ${formatDollars(min)}`);
  if (cents > max) throw new HttpError(422, `Maximum top-up amount is ${formatDollars(max)}`);
  const card = await cardOf(app, fan.id, body.cardId);
  const now = app.now().toISOString();
  const coupon = body.couponCode?.trim() ? await usableCoupon(app, body.couponCode, fan.id) : undefined;
  const total = coupon ? cents - Math.round((cents * coupon.valueBasisPoints) / 10_000) : cents;
  // counted again under a lock (SQLite's write lock, IMMEDIATE; PostgreSQL's lock on the coupon's key), also
  // against another API process, so the limits hold
  const payment = await app.db.transaction(async () => {
    if (coupon) {
      await app.repos.coupons.lockUses(coupon.code);
      await usableCoupon(app, coupon.code, fan.id);
    }
    return await startPayment(
      app,
      {
        userId: fan.id,
        performerId: null,
        paymentGateway: app.paymentGateway.name,
        type: 'token_package',
        target: 'token_package',
        targetId: '',
        description: `Wallet top-up ${formatDollars(cents)}`,
        originalPriceCents: cents,
        totalPriceCents: total,
        creditCents: cents,
        couponCode: coupon?.code ?? '',
        couponValue: coupon ? coupon.valueBasisPoints / 10_000 : 0,
        status: 'processing',
        cardId: card.id,
        subscriptionId: null,
      },
      key,
      now,
    );
  })();
  return chargeCard(app, payment, card);
}

export interface SubscribeBody {
  type: 'monthly' | 'yearly' | 'free';
  performerId: string;
  paymentGateway?: string;
  cardId?: string;
}

export async function subscribe(
  app: FastifyInstance,
  fan: Viewer,
  body: SubscribeBody,
  key?: PaymentKey | null,
): Promise<PaymentTransactionRow> {
  const resumed = await resumePayment(app, fan.id, key);
  if (resumed) return resumed;
  await assertFanAccount(app, fan.id);
  assertGateway(app, body.type === 'free' ? undefined : body.paymentGateway);
  const creator = await payableCreator(app, fan, body.performerId);
  const performer = await app.repos.performers.findByUserId(creator.id);
  if (!performer) throw notFound('Creator not found');
  const now = app.now().toISOString();
  const current = await app.repos.subscriptions.find(fan.id, creator.id);
  const running = isRunning(current, now);
  const name = creator.name || creator.username || 'creator';
  if (body.type === 'free') {
    if (
      !performer.isFreeSubscription ||
      (await app.repos.settings.get('freeSubscriptionEnabled')) === false
    ) {
      throw new HttpError(422, CHECKOUT_MESSAGES.freeUnavailable);
    }
    if (current?.usedFreeSubscription) throw new HttpError(422, CHECKOUT_MESSAGES.freeUsed);
    if (running) throw new HttpError(422, CHECKOUT_MESSAGES.alreadySubscribed);
    const payment = await startPayment(
      app,
      paymentInput(fan.id, creator.id, 'free_subscription', 0, `Free trial of ${name}`, null, 'system'),
      key,
      now,
    );
    await completePayment(app, payment.id);
    return (await app.repos.paymentTransactions.find(payment.id)) as PaymentTransactionRow;
  }
  const cents = body.type === 'monthly' ? performer.monthlyPriceCents : performer.yearlyPriceCents;
  if (cents <= 0) throw new HttpError(422, CHECKOUT_MESSAGES.noPrice);
  const card = await cardOf(app, fan.id, body.cardId);
  if (running && current && current.autoRenew === 1)
    throw new HttpError(422, CHECKOUT_MESSAGES.alreadySubscribed);
  const type: PaymentType = body.type === 'monthly' ? 'monthly_subscription' : 'yearly_subscription';
  const payment = await startPayment(
    app,
    paymentInput(
      fan.id,
      creator.id,
      type,
      cents,
      `${body.type === 'monthly' ? 'Monthly' : 'Yearly'} subscription to ${name}`,
      card.id,
      app.paymentGateway.name,
    ),
    key,
    now,
  );
  return chargeCard(app, payment, card);
}

function paymentInput(
  userId: string,
  performerId: string,
  type: PaymentType,
  cents: number,
  description: string,
  cardId: string | null,
  gateway: string,
) {
  return {
    userId,
    performerId,
    paymentGateway: gateway,
    type,
    target: 'performer',
    targetId: performerId,
    description,
    originalPriceCents: cents,
    totalPriceCents: cents,
    creditCents: 0,
    couponCode: '',
    couponValue: 0,
    status: 'processing' as const,
    cardId,
    subscriptionId: null,
  };
}

/**
 * The payer's answer to a confirmation step (sandbox's 3-D Secure analogue). `resumed`: a retry of an answer
 * whose request died; what that answer did is answered as it stands (the completion happens once, whoever asks).
 */
export async function confirmPayment(
  app: FastifyInstance,
  fanId: string,
  paymentId: string,
  approve: boolean,
  resumed = false,
): Promise<PaymentTransactionRow> {
  const found = await app.repos.paymentTransactions.find(paymentId);
  if (!found || found.userId !== fanId) throw notFound('Payment not found');
  if (resumed && found.status !== 'require_authentication') {
    if (found.status === 'fail') throw new HttpError(422, found.failureMessage);
    return found;
  }
  // past its time the payment expires now, whatever the sweep's timing (or completes, if the gateway says so)
  const ended = isExpired(app, found) && (await expirePayment(app, found));
  const payment = (await app.repos.paymentTransactions.find(paymentId)) as PaymentTransactionRow;
  if (ended && payment.status === 'success') return payment;
  if (payment.status !== 'require_authentication')
    throw new HttpError(
      422,
      payment.failureMessage === EXPIRED_MESSAGE
        ? EXPIRED_MESSAGE
        : 'This payment is not waiting for a confirmation',
    );
  const result = await app.paymentGateway.confirm(payment.gatewayReference, approve);
  if (result.status === 'succeeded') await completePayment(app, payment.id);
  else {
    await failPayment(
      app,
      payment.id,
      result.status === 'declined' ? result.message : 'The payment was not confirmed',
      approve ? 'fail' : 'canceled',
    );
    if (approve)
      throw new HttpError(
        422,
        result.status === 'declined' ? result.message : 'The payment was not confirmed',
      );
  }
  return (await app.repos.paymentTransactions.find(payment.id)) as PaymentTransactionRow;
}

/** Stops renewal; access runs until the period ends. */
export async function cancelSubscription(app: FastifyInstance, fanId: string, id: string) {
  const sub = await app.repos.subscriptions.findById(id);
  if (!sub || sub.userId !== fanId) throw notFound('Subscription not found');
  if (sub.cancelledAt || sub.autoRenew === 0)
    throw new HttpError(422, 'This subscription does not renew: there is nothing to cancel');
  await app.repos.subscriptions.cancel(id, app.now().toISOString());
  return await app.repos.subscriptions.findById(id);
}
