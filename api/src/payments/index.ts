// Picks the active gateway: Stripe when both keys are configured, else the built-in sandbox.
import type { AppConfig } from '../config';
import type { RedisEval } from '../lib/redis-rate-store';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

export function stripeConfigured(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripePublishableKey'>,
): boolean {
  return Boolean(config.stripeSecretKey && config.stripePublishableKey);
}

export function createGateway(
  config: AppConfig,
  options: { stripeFetch?: typeof fetch; redis?: () => RedisEval | null } = {},
): PaymentGateway {
  if (stripeConfigured(config)) {
    return new StripeGateway({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      fetch: options.stripeFetch,
    });
  }
  return new SandboxGateway(options.redis);
}
