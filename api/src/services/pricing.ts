// Creator pricing rules: subscription prices against the site's limits (settings, spec §9), and the price of
// what a creator puts on sale.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export async function assertPrices(
  app: FastifyInstance,
  prices: { monthlyPrice?: number; yearlyPrice?: number },
): Promise<void> {
  const min = Number((await app.repos.settings.get('minimumSubscriptionPrice')) ?? 2.95);
  const max = Number((await app.repos.settings.get('maximumSubscriptionPrice')) ?? 300);
  const errors: string[] = [];
  const check = (label: string, value: number | undefined) => {
    if (value !== undefined && (value < min || value > max))
      errors.push(`${label} must be between ${money(min)} and ${money(max)}`);
  };
  check('Monthly price', prices.monthlyPrice);
  check('Yearly price', prices.yearlyPrice);
  if (errors.length) throw new HttpError(422, errors.length === 1 ? errors[0] : errors);
}

/** Pay-per-view prices (posts, videos, galleries) and product prices, in cents. */
export const SALE_MIN_CENTS = 100;
export const SALE_MAX_CENTS = 1_000_000;
const SALE_RANGE = `between ${money(SALE_MIN_CENTS / 100)} and ${money(SALE_MAX_CENTS / 100)}`;

/**
 * The price of a post, video or gallery for sale: 0 is the contract's "Free for everyone" (reference §5.1, sent
 * by every client's audience choice); anything else costs at least $1, like every other charge.
 */
export function assertSalePrice(priceCents: number): void {
  if (priceCents !== 0 && (priceCents < SALE_MIN_CENTS || priceCents > SALE_MAX_CENTS))
    throw new HttpError(422, `The price must be 0 (free for everyone) or ${SALE_RANGE}`);
}

/** A product is always for sale: a $0 product could never be bought. */
export function assertProductPrice(priceCents: number): void {
  if (priceCents < SALE_MIN_CENTS || priceCents > SALE_MAX_CENTS)
    throw new HttpError(422, `The price must be ${SALE_RANGE}`);
}
