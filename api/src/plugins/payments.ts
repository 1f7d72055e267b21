// The card gateway and its sweeps, jobs every RENEWAL_SWEEP_MS (jobs/catalogue.ts: once per tick for the whole
// cluster): renewals, and payments left waiting for a confirmation past their time.
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { rateRedis } from '../lib/redis-rate-store';
import { createGateway } from '../payments';
import { expireUnconfirmedPayments } from '../services/payment-expiry';
import { renewDueSubscriptions } from '../services/renewals';

export interface PaymentsPluginOptions {
  /** tests: a fake fetch answering recorded Stripe responses */
  stripeFetch?: typeof fetch;
}

const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  app.decorate(
    'paymentGateway',
    // the sandbox keeps its charges waiting for a confirmation where every API process sees them
    createGateway(app.config, { stripeFetch: options.stripeFetch, redis: () => rateRedis(app) }),
  );
  app.jobs.handle('renewals', async () => {
    const r = await renewDueSubscriptions(app);
    if (r.renewed || r.ended) app.log.info(r, 'subscription renewals');
  });
  // payments left waiting for the payer's confirmation expire and give their coupon use back (issue 20)
  app.jobs.handle('payment-expiry', async () => {
    const expired = await expireUnconfirmedPayments(app);
    if (expired) app.log.info({ expired }, 'unconfirmed payments expired');
  });
};

export default globalPlugin(paymentsPlugin, 'payments');
