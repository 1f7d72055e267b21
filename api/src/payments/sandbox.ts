// The built-in gateway: Stripe test mode's behaviour, with Stripe's public test card numbers only, so the
// product works on a fresh machine with no account and no real money.
import { randomBytes } from 'node:crypto';
import { HttpError } from '../lib/http-error';
import type { RedisEval } from '../lib/redis-rate-store';
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

/**
 * How long a charge waits for its payer at most: past the payment's own expiry (services/payment-expiry.ts,
 * 30 min), which decides; this only lets Redis forget a charge nobody came back to.
 */
const PENDING_TTL_MS = 24 * 60 * 60_000;

const ADD = `redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) return 1`;
const TAKE = `return redis.call('DEL', KEYS[1])`;

/**
 * The charges waiting for their payer's confirmation: a gateway's own state, which every API process must
 * see as one, as they all see one Stripe — with REDIS_URL in Redis (issue 24: the confirmation may reach
 * another process than the charge), else in this process. When Redis does not answer, this process keeps
 * the charge, and a confirmation looks here too.
 */
class PendingCharges {
  private readonly local = new Set<string>();

  constructor(private readonly redis: () => RedisEval | null) {}

  async add(ref: string): Promise<void> {
    const redis = this.redis();
    if (redis) {
      try {
        await redis.eval(ADD, { keys: [`sandbox:pending:${ref}`], arguments: [String(PENDING_TTL_MS)] });
        return;
      } catch {
        // kept here instead
      }
    }
    this.local.add(ref);
  }

  /** True once per pending charge, whichever process asks. */
  async take(ref: string): Promise<boolean> {
    if (this.local.delete(ref)) return true;
    const redis = this.redis();
    if (!redis) return false;
    try {
      return Number(await redis.eval(TAKE, { keys: [`sandbox:pending:${ref}`], arguments: [] })) === 1;
    } catch {
      return false;
    }
  }
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly pending: PendingCharges;

  /** `redis`: the shared connection, asked at each call (null on one process). */
  constructor(redis: () => RedisEval | null = () => null) {
    this.pending = new PendingCharges(redis);
  }

  async charge({ card }: { card: { token: string } }): Promise<ChargeResult> {
    const ref = reference();
    switch (card.token) {
      case 'sandbox_succeeds':
        return { status: 'succeeded', reference: ref };
      case 'sandbox_requires_confirmation':
        await this.pending.add(ref);
        return { status: 'requires_action', reference: ref, clientSecret: `${ref}_secret` };
      default:
        return { status: 'declined', reference: ref, message: CARD_DECLINED };
    }
  }

  async confirm(ref: string, approved: boolean): Promise<ChargeResult> {
    // Without Redis, after a restart nothing is pending: the payer starts again, as with an expired Stripe
    // authentication.
    if (!(await this.pending.take(ref)))
      return { status: 'declined', reference: ref, message: 'This payment can no longer be confirmed.' };
    return approved
      ? { status: 'succeeded', reference: ref }
      : { status: 'declined', reference: ref, message: 'The payment was cancelled.' };
  }
}
