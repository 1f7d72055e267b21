// Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set: PaymentIntents on saved payment methods
// (3-D Secure through the payer's browser, stripe_confirm_payment), cards saved through Elements
// (POST /stripe/cards with the payment method id), and a signature-verified webhook that completes payments.
// Nothing here reaches a balance: services/payment-completion does, once per payment.
import Stripe from 'stripe';
import { HttpError } from '../lib/http-error';
import type { ChargeRequest, ChargeResult, PaymentGateway, SavedCard } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** tests pass a fake fetch that answers recorded Stripe responses */
  fetch?: typeof fetch;
}

const CURRENCY = 'usd';

function declineMessage(err: unknown): string {
  if (err instanceof Stripe.errors.StripeCardError) return err.message || 'Your card was declined.';
  return 'Your card was declined.';
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
    });
  }

  owns(card: { token: string }): boolean {
    return card.token.startsWith('pm_');
  }

  private result(intent: Stripe.PaymentIntent): ChargeResult {
    if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
    if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
      return { status: 'requires_action', reference: intent.id, clientSecret: intent.client_secret ?? '' };
    }
    if (intent.status === 'processing')
      return { status: 'requires_action', reference: intent.id, clientSecret: intent.client_secret ?? '' };
    return {
      status: 'declined',
      reference: intent.id,
      message: intent.last_payment_error?.message || 'Your card was declined.',
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          customer: request.card.customerId || undefined,
          payment_method: request.card.token,
          confirm: true,
          off_session: request.offSession ?? false,
          description: request.description,
          metadata: { paymentId: request.paymentId },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: `charge-${request.paymentId}` },
      );
      const result = this.result(intent);
      // off-session, nobody can answer a 3-D Secure challenge: the renewal fails
      if (request.offSession && result.status === 'requires_action') {
        return {
          status: 'declined',
          reference: intent.id,
          message: 'Your bank asked for a confirmation that cannot be given at renewal.',
        };
      }
      return result;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const intentId =
          (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? '';
        return { status: 'declined', reference: intentId, message: declineMessage(err) };
      }
      throw err;
    }
  }

  /** After the payer's 3-D Secure step: what the PaymentIntent says now (the webhook may be slower). */
  async confirm(reference: string, approved: boolean): Promise<ChargeResult> {
    if (!approved) {
      const cancelled = await this.client.paymentIntents.cancel(reference);
      return { status: 'declined', reference: cancelled.id, message: 'The payment was cancelled.' };
    }
    return this.result(await this.client.paymentIntents.retrieve(reference));
  }

  /** A payment method created by Stripe Elements in the fan's browser, attached to the fan's customer. */
  async saveCard(
    paymentMethodId: string,
    customer: { id: string; email: string; name: string },
  ): Promise<SavedCard> {
    let customerId = customer.id;
    if (!customerId) {
      const created = await this.client.customers.create({
        email: customer.email || undefined,
        name: customer.name || undefined,
      });
      customerId = created.id;
    }
    let method: Stripe.PaymentMethod;
    try {
      method = await this.client.paymentMethods.attach(paymentMethodId, { customer: customerId });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.type !== 'StripeConnectionError')
        throw new HttpError(422, err.message);
      throw err;
    }
    const card = method.card;
    if (!card) throw new HttpError(422, 'Only cards can be saved');
    return {
      brand: card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card',
      last4Digits: card.last4,
      month: card.exp_month,
      year: card.exp_year,
      holderName: method.billing_details?.name ?? '',
      token: method.id,
      customerId,
    };
  }

  /**
   * Stripe Connect for a creator (issue 10): an Express account (created once), and a one-time onboarding link
   * that brings the creator back to `returnUrl`. Returns what Stripe says about the account now.
   */
  async connectAccount(input: {
    accountId: string;
    email: string;
    performerId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountId: string; url: string; detailsSubmitted: boolean; payoutsEnabled: boolean }> {
    let account: Stripe.Account;
    try {
      account = input.accountId
        ? await this.client.accounts.retrieve(input.accountId)
        : await this.client.accounts.create(
            {
              type: 'express',
              email: input.email || undefined,
              capabilities: { transfers: { requested: true } },
              metadata: { performerId: input.performerId },
            },
            { idempotencyKey: `connect-${input.performerId}` },
          );
      const link = await this.client.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return {
        accountId: account.id,
        url: link.url,
        detailsSubmitted: Boolean(account.details_submitted),
        payoutsEnabled: Boolean(account.payouts_enabled),
      };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.type !== 'StripeConnectionError')
        throw new HttpError(422, err.message || 'Stripe refused to connect this account');
      throw err;
    }
  }

  /** What Stripe says about a connected account now. */
  async accountStatus(accountId: string): Promise<{ detailsSubmitted: boolean; payoutsEnabled: boolean }> {
    const account = await this.client.accounts.retrieve(accountId);
    return {
      detailsSubmitted: Boolean(account.details_submitted),
      payoutsEnabled: Boolean(account.payouts_enabled),
    };
  }

  /** A webhook event, or 400 when the signature does not match (forged or replayed bodies). */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event {
    if (!this.options.webhookSecret) throw new HttpError(503, 'The Stripe webhook secret is not configured');
    try {
      return this.client.webhooks.constructEvent(rawBody, signature ?? '', this.options.webhookSecret);
    } catch {
      throw new HttpError(400, 'Invalid Stripe signature');
    }
  }
}
