// The built-in gateway: Stripe test mode's behaviour, with Stripe's public test card numbers only, so the
// product works on a fresh machine with no account and no real money.
import { randomBytes } from 'node:crypto';
import { HttpError } from '../lib/http-error';
import type { ChargeResult, PaymentGateway, SavedCard } from './gateway';

type Behaviour = 'succeeds' | 'declines' | 'requires_confirmation';

/** Stripe's public test numbers and what they do (https://docs.stripe.com/testing). */
const TEST_CARDS = new Map<string, { brand: string; behaviour: Behaviour }>([
  ['4242424242424242', { brand: 'Visa', behaviour: 'succeeds' }],
  ['4000000000000002', { brand: 'Visa', behaviour: 'declines' }],
  ['4000002760003184', { brand: 'Visa', behaviour: 'requires_confirmation' }],
]);

export const SANDBOX_ONLY_TEST_CARDS = 'Only test cards are accepted in sandbox mode';
export const CARD_DECLINED = 'Your card was declined.';

export interface SandboxCardInput {
  number: string;
  holderName: string;
  month: number;
  year: number;
  cvc: string;
}

/**
 * Turns what the fan typed into what we keep: brand, last four, expiry, holder, and the behaviour as the token.
 * The number and the CVC go no further than this function.
 */
export function sandboxCard(input: SandboxCardInput, now: Date): SavedCard {
  const digits = input.number.replace(/[\s-]/g, '');
  const known = TEST_CARDS.get(digits);
  if (!/^\d{12,19}$/.test(digits) || !known) throw new HttpError(422, SANDBOX_ONLY_TEST_CARDS);
  if (!/^\d{3,4}$/.test(input.cvc)) throw new HttpError(422, "Your card's security code is incomplete.");
  const year = input.year < 100 ? 2000 + input.year : input.year;
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && input.month < now.getUTCMonth() + 1);
  if (expired) throw new HttpError(422, "Your card's expiration date is in the past.");
  return {
    brand: known.brand,
    last4Digits: digits.slice(-4),
    month: input.month,
    year,
    holderName: input.holderName.trim(),
    token: `sandbox_${known.behaviour}`,
    customerId: '',
  };
}

const reference = () => `sbx_${randomBytes(10).toString('hex')}`;

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** charges waiting for the payer's confirmation */
  private readonly pending = new Set<string>();

  async charge({ card }: { card: { token: string } }): Promise<ChargeResult> {
    const ref = reference();
    switch (card.token) {
      case 'sandbox_succeeds':
        return { status: 'succeeded', reference: ref };
      case 'sandbox_requires_confirmation':
        this.pending.add(ref);
        return { status: 'requires_action', reference: ref, clientSecret: `${ref}_secret` };
      default:
        return { status: 'declined', reference: ref, message: CARD_DECLINED };
    }
  }

  async confirm(ref: string, approved: boolean): Promise<ChargeResult> {
    // After a restart nothing is pending: the payer starts again, as with an expired Stripe authentication.
    if (!this.pending.delete(ref))
      return { status: 'declined', reference: ref, message: 'This payment can no longer be confirmed.' };
    return approved
      ? { status: 'succeeded', reference: ref }
      : { status: 'declined', reference: ref, message: 'The payment was cancelled.' };
  }
}
