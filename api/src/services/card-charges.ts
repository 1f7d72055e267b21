// Charging a saved card for a payment (reference §5.2, §5.4), and the payment's tie to the request that started
// it (issue 20 item 4): a payment is created with its request's Idempotency-Key, so a retry that took over the
// key of a request that died resumes that payment (the gateway is asked again under the same payment id, which
// it treats as the same charge) instead of starting a second one. A failed payment moved nothing and lets go of
// its key (payment-completion), so a retry may start afresh.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { PaymentCardRow } from '../repositories/payment-cards';
import type { PaymentTransactionInput, PaymentTransactionRow } from '../repositories/payment-transactions';
import type { ChargeResult } from '../payments/gateway';
import { completePayment, failPayment } from './payment-completion';
import { USER_EVENTS } from '../contract/socket-events';

/** The part of a request's Idempotency-Key claim a payment needs (plugins/idempotency). */
export interface PaymentKey {
  key: string;
  /** the claim was taken over from a request that died */
  resumed: boolean;
}

/** Applies the gateway's answer and returns the payment as it now stands; a decline answers 422. */
export async function settle(
  app: FastifyInstance,
  payment: PaymentTransactionRow,
  result: ChargeResult,
): Promise<PaymentTransactionRow> {
  const now = app.now().toISOString();
  if (result.status === 'succeeded') await completePayment(app, payment.id, result.reference);
  else if (result.status === 'requires_action') {
    await app.repos.paymentTransactions.transition(
      payment.id,
      ['processing'],
      'require_authentication',
      now,
      {
        gatewayReference: result.reference,
        clientSecret: result.clientSecret,
      },
    );
    const pending = (await app.repos.paymentTransactions.find(payment.id)) as PaymentTransactionRow;
    // the Stripe client listens for this to run 3-D Secure; the sandbox UI shows its confirm step
    app.emitToUser(payment.userId, USER_EVENTS.paymentNeedsConfirmation, {
      ...pending,
      stripeClientSecret: pending.clientSecret,
    });
  } else {
    await app.repos.paymentTransactions.transition(payment.id, ['processing'], 'processing', now, {
      gatewayReference: result.reference,
    });
    await failPayment(app, payment.id, result.message);
    throw new HttpError(422, result.message);
  }
  return (await app.repos.paymentTransactions.find(payment.id)) as PaymentTransactionRow;
}

export async function chargeCard(
  app: FastifyInstance,
  payment: PaymentTransactionRow,
  card: PaymentCardRow,
): Promise<PaymentTransactionRow> {
  let result: ChargeResult;
  try {
    result = await app.paymentGateway.charge({
      amountCents: payment.totalPriceCents,
      card: { token: card.token, customerId: card.customerId },
      description: payment.description,
      paymentId: payment.id,
    });
  } catch (err) {
    app.log.error({ err, payment: payment.id }, 'payment gateway failed');
    await failPayment(app, payment.id, 'The payment provider could not be reached');
    throw new HttpError(
      502,
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
  }
  return await settle(app, payment, result);
}

/** Creates a payment tied to its request's key (an old payment whose key record expired lets go of it). */
export async function startPayment(
  app: FastifyInstance,
  input: PaymentTransactionInput,
  key: PaymentKey | null | undefined,
  now: string,
): Promise<PaymentTransactionRow> {
  return await app.db.transaction(async () => {
    if (key) await app.repos.paymentTransactions.unlinkIdempotencyKey(input.userId, key.key);
    return await app.repos.paymentTransactions.create({ ...input, idempotencyKey: key?.key ?? '' }, now);
  })();
}

/**
 * The payment a request that died started under this key, carried on: as it stands when the gateway already
 * answered, charged again under the same payment id when the request died waiting for it. undefined when there
 * is none (the request died before starting one: the retry starts it).
 */
export async function resumePayment(
  app: FastifyInstance,
  userId: string,
  key: PaymentKey | null | undefined,
): Promise<PaymentTransactionRow | undefined> {
  if (!key?.resumed) return undefined;
  const payment = await app.repos.paymentTransactions.findByIdempotencyKey(userId, key.key);
  if (!payment || (payment.status !== 'processing' && payment.status !== 'created')) return payment;
  if (payment.type === 'free_subscription') {
    await completePayment(app, payment.id);
    return await app.repos.paymentTransactions.find(payment.id);
  }
  const card = payment.cardId ? await app.repos.paymentCards.find(payment.cardId) : undefined;
  if (!card) {
    await failPayment(app, payment.id, 'The payment card was removed');
    throw new HttpError(422, 'The payment card was removed. Nothing was charged; please try again.');
  }
  return chargeCard(app, payment, card);
}
