// A card payment waiting for the payer's confirmation (3-D Secure, the sandbox's confirm step) does not wait for
// ever (issue 20 item 2): after CONFIRMATION_TTL_MS it is cancelled at the gateway and marked `canceled`, which
// gives its coupon use back (a use is held only while its payment is open: repositories/coupons). The gateway is
// asked first, so a payment confirmed there at the last moment completes instead. Run by the payments plugin's
// sweep; every step is conditional, so two API processes on one database expire each payment once.
import type { FastifyInstance } from 'fastify';
import type { PaymentTransactionRow } from '../repositories/payment-transactions';
import type { ChargeResult } from '../payments/gateway';
import { completePayment, failPayment } from './payment-completion';

export const CONFIRMATION_TTL_MS = 30 * 60_000;
export const EXPIRED_MESSAGE = 'The payment was not confirmed within 30 minutes. Nothing was charged.';

/** Payments created before this still waiting are expired (and hold no coupon use). */
export function holdsSince(app: FastifyInstance): string {
  return new Date(app.now().getTime() - CONFIRMATION_TTL_MS).toISOString();
}

export const isExpired = (app: FastifyInstance, payment: PaymentTransactionRow) =>
  payment.status === 'require_authentication' && payment.createdAt < holdsSince(app);

/** What the gateway says after we cancel (or, when it refuses to, what the payment is there now). */
async function cancelAtGateway(app: FastifyInstance, reference: string): Promise<ChargeResult | null> {
  try {
    return await app.paymentGateway.confirm(reference, false);
  } catch {
    try {
      return await app.paymentGateway.confirm(reference, true);
    } catch (err) {
      app.log.warn({ err, reference }, 'the gateway could not say what became of an unconfirmed payment');
      return null;
    }
  }
}

/** Expires one waiting payment; true when this call ended it (expired, or completed at the last moment). */
export async function expirePayment(app: FastifyInstance, payment: PaymentTransactionRow): Promise<boolean> {
  const result = await cancelAtGateway(app, payment.gatewayReference);
  if (result?.status === 'succeeded') return await completePayment(app, payment.id, result.reference);
  // still waiting there, or no answer: the next sweep asks again
  if (result?.status !== 'declined') return false;
  return await failPayment(app, payment.id, EXPIRED_MESSAGE, 'canceled');
}

/** The sweep: every payment waiting longer than CONFIRMATION_TTL_MS. Answers how many it ended. */
export async function expireUnconfirmedPayments(app: FastifyInstance): Promise<number> {
  let ended = 0;
  for (const payment of await app.repos.paymentTransactions.waitingSince(holdsSince(app))) {
    if (await expirePayment(app, payment)) ended += 1;
  }
  return ended;
}
