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
