import { randomBytes } from 'node:crypto';

/** Entity ids: 24 random hex characters (the contract's `_id` shape). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Integer cents -> dollars with 2 decimals, as a number (wire format). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from the wire -> integer cents; rounding avoids 9.99 * 100 = 998.9999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
