// The card gateway and the renewal sweep. The sweep runs on a timer (RENEWAL_SWEEP_MS) and never twice at once.
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { createGateway } from '../payments';
import { renewDueSubscriptions } from '../services/renewals';

export interface PaymentsPluginOptions {
  /** tests: a fake fetch answering recorded Stripe responses */
  stripeFetch?: typeof fetch;
}

const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  app.decorate('paymentGateway', createGateway(app.config, { stripeFetch: options.stripeFetch }));
  if (!app.config.renewalSweepMs) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    renewDueSubscriptions(app)
      .then((r) => {
        if (r.renewed || r.ended) app.log.info(r, 'subscription renewals');
      })
      .catch((err: unknown) => app.log.error({ err }, 'renewal sweep failed'))
      .finally(() => {
        running = false;
      });
  }, app.config.renewalSweepMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default globalPlugin(paymentsPlugin, 'payments');
