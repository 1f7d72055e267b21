// Money is dollars in the API's JSON (contract §4.2). One formatter for the whole app: "$4.99", "$5" (no
// trailing zeros on whole amounts, as the contract's own messages write them).

/** "4.99", "5" */
export function moneyAmount(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, value) : 0;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** "$4.99", "$5" */
export function formatMoney(value: number): string {
  return `$${moneyAmount(value)}`;
}

/** "$4.99", "$5.00": amounts in money flows (charges, balances), always with cents so sums read right. */
export function formatExact(value: number): string {
  const n = Number.isFinite(value) ? value : 0;
  const sign = n < 0 ? '-' : '';
  return `${sign}$${Math.abs(n).toFixed(2)}`;
}

/** Dollars -> integer cents, the web app's one conversion (the API's wire format is dollars). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents -> dollars. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** The wallet balance after paying `price` (exact in cents). */
export function balanceAfter(balance: number, price: number): number {
  return fromCents(toCents(balance) - toCents(price));
}

/** A top-up's total after a coupon (a fraction): the API's rule, amount − amount × value, in cents. */
export function discounted(amount: number, couponValue: number): number {
  const cents = toCents(amount);
  return fromCents(cents - Math.round(cents * couponValue));
}
