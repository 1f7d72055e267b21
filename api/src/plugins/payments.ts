// The card gateway and the renewal sweep. The sweep runs on a timer (RENEWAL_SWEEP_MS) and never twice at once.
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { runEvery } from '../lib/interval-task';
import { createGateway } from '../payments';
import { renewDueSubscriptions } from '../services/renewals';

export interface PaymentsPluginOptions {
  /** tests: a fake fetch answering recorded Stripe responses */
  stripeFetch?: typeof fetch;
}

const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  app.decorate('paymentGateway', createGateway(app.config, { stripeFetch: options.stripeFetch }));
  runEvery(app, app.config.renewalSweepMs, 'renewal sweep', async () => {
    const r = await renewDueSubscriptions(app);
    if (r.renewed || r.ended) app.log.info(r, 'subscription renewals');
  });
};

export default globalPlugin(paymentsPlugin, 'payments');
