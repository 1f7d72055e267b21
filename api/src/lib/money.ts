// The API's one place where dollars (the wire) and integer cents (SQLite, the ledger) meet.
import { HttpError } from './http-error';

/** Integer cents -> dollars with 2 decimals, as a number (wire format). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars already validated by a schema -> integer cents; rounding avoids 9.99 * 100 = 998.9999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$9.99" for messages. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Largest amount any money route accepts ($1,000,000): far above every setting, far below float trouble. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * A money amount from a request, in cents, or 422 with a message: a finite number (never a string), above
 * zero, with at most two decimals. Limits from settings are checked by the caller with its own wording.
 */
export function amountToCents(value: unknown, label = 'Amount'): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new HttpError(422, `${label} must be a number`);
  if (value <= 0) throw new HttpError(422, `${label} must be greater than zero`);
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6)
    throw new HttpError(422, `${label} can have at most two decimals`);
  if (cents > MAX_AMOUNT_CENTS) throw new HttpError(422, `${label} is too large`);
  return cents;
}

/** A setting in dollars (e.g. minimumTipPrice) -> cents; a broken setting falls back to `fallback` dollars. */
export function settingCents(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? toCents(value)
    : toCents(fallback);
}

/** Splits a gross amount by the commission fraction: the platform's share rounds to the nearest cent. */
export function splitCommission(
  grossCents: number,
  commission: number,
): { commissionCents: number; netCents: number } {
  const rate = Number.isFinite(commission) && commission >= 0 && commission < 1 ? commission : 0.2;
  const commissionCents = Math.round(grossCents * rate);
  return { commissionCents, netCents: grossCents - commissionCents };
}
