// Renews paid subscriptions whose period ended by charging their saved card (off-session). A decline, or a
// card that asks for a confirmation nobody is there to give, ends the subscription and mails the fan.
import type { FastifyInstance } from 'fastify';
import { formatDollars } from '../lib/money';
import type { PaymentType } from '../repositories/payment-transactions';
import type { SubscriptionRow } from '../repositories/subscriptions';
import { completePayment, failPayment } from './payment-completion';

export interface RenewalReport {
  renewed: number;
  ended: number;
}

async function mailEnded(app: FastifyInstance, sub: SubscriptionRow, reason: string): Promise<void> {
  const fan = await app.repos.users.findById(sub.userId);
  const creator = await app.repos.users.findById(sub.performerId);
  if (!fan?.email) return;
  const siteName = (await app.repos.settings.get<string>('siteName')) ?? 'Fanplatform';
  const name = creator?.name || creator?.username || 'the creator';
  await app.mailer.send({
    to: fan.email,
    subject: `Your subscription to ${name} has ended`,
    text: `Hello ${fan.name || fan.username || ''},\n\nWe could not renew your subscription to ${name} on ${siteName}: ${reason}\nNothing was charged. You can subscribe again from ${app.config.appPublicUrl}/${creator?.username ?? ''} with another card.`,
  });
}

/**
 * How long a renewal attempt holds its subscription (its renewalClaimedAt stamp): no other run charges it
 * meanwhile; a provider that could not be reached, or a process killed mid-charge, is tried again after it.
 */
export const RENEWAL_LEASE_MS = 10 * 60_000;

async function renewOne(app: FastifyInstance, sub: SubscriptionRow): Promise<boolean> {
  const now = app.now().toISOString();
  const staleBefore = new Date(app.now().getTime() - RENEWAL_LEASE_MS).toISOString();
  // another process (or this job run before) holds this period: it charges, not this run
  if (!(await app.repos.subscriptions.claimRenewal(sub, now, staleBefore))) return false;
  const card = sub.cardId ? await app.repos.paymentCards.find(sub.cardId) : undefined;
  const performer = await app.repos.performers.findByUserId(sub.performerId);
  const cents =
    sub.subscriptionType === 'yearly'
      ? (performer?.yearlyPriceCents ?? 0)
      : (performer?.monthlyPriceCents ?? 0);
  if (!card || cents <= 0 || card.paymentGateway !== app.paymentGateway.name) {
    await app.repos.subscriptions.suspend(sub.id, now);
    await mailEnded(app, sub, card ? 'the plan is no longer available.' : 'the saved card was removed.');
    return false;
  }
  const type: PaymentType =
    sub.subscriptionType === 'yearly' ? 'yearly_subscription' : 'monthly_subscription';
  const creator = await app.repos.users.findById(sub.performerId);
  const payment = await app.repos.paymentTransactions.create(
    {
      userId: sub.userId,
      performerId: sub.performerId,
      paymentGateway: app.paymentGateway.name,
      type,
      target: 'performer',
      targetId: sub.performerId,
      description: `Renewal of ${sub.subscriptionType} subscription to ${creator?.name || creator?.username || 'creator'}`,
      originalPriceCents: cents,
      totalPriceCents: cents,
      creditCents: 0,
      couponCode: '',
      couponValue: 0,
      status: 'processing',
      cardId: card.id,
      subscriptionId: sub.id,
    },
    now,
  );
  try {
    const result = await app.paymentGateway.charge({
      amountCents: cents,
      card: { token: card.token, customerId: card.customerId },
      description: payment.description,
      paymentId: payment.id,
      offSession: true,
    });
    if (result.status === 'succeeded') return await completePayment(app, payment.id, result.reference);
    const reason = result.status === 'declined' ? result.message : 'the card asked for a confirmation.';
    await failPayment(app, payment.id, reason);
    await app.repos.subscriptions.suspend(sub.id, now);
    await mailEnded(app, sub, `${reason} (${formatDollars(cents)})`);
    return false;
  } catch (err) {
    // the provider is unreachable: leave the subscription due, the next sweep tries again
    app.log.error({ err, subscription: sub.id }, 'renewal charge failed');
    await failPayment(app, payment.id, 'The payment provider could not be reached');
    return false;
  }
}

/** One sweep: every due subscription once. */
export async function renewDueSubscriptions(app: FastifyInstance): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, ended: 0 };
  for (const sub of await app.repos.subscriptions.dueForRenewal(app.now().toISOString())) {
    if (await renewOne(app, sub)) report.renewed += 1;
    else if ((await app.repos.subscriptions.findById(sub.id))?.autoRenew === 0) report.ended += 1;
  }
  return report;
}
