// The Pricing tab's amounts as the plain form holds them (text, as typed) and their checks, in the words the
// antd rules used ("Monthly price must be between $2.95 and $300"). A figure is rounded to its precision
// (cents, whole days) the way antd's InputNumber did before the form read it.
import { formatLimit } from '@/components/form-rules';

/** The number typed (a decimal comma accepted), rounded to `decimals`; undefined when empty or no number. */
export function toAmount(text: string, decimals: number): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!t) return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) return undefined;
  const scale = 10 ** decimals;
  return Math.round(n * scale) / scale;
}

/** A stored figure as the field shows it ("9.99", "12.50", "3"); empty when there is none. */
export const amountText = (n: number | undefined | null, decimals: number) =>
  n === undefined || n === null || !Number.isFinite(n) ? '' : n.toFixed(decimals);

/** Required, a number, between min and max (money: "$2.95"; whole: days). '' when it passes. */
export function checkAmount(text: string, label: string, min: number, max: number, money: boolean): string {
  if (!text.trim()) return `${label} is required`;
  const n = toAmount(text, money ? 2 : 0);
  const raw = Number(text.trim().replace(',', '.'));
  const fits = n !== undefined && n >= min && n <= max && (money || Number.isInteger(raw));
  if (fits) return '';
  return money
    ? `${label} must be between ${formatLimit(min)} and ${formatLimit(max)}`
    : `${label} must be between ${min} and ${max}`;
}

/** An optional price that may be $0 but not below. '' when it passes. */
export function checkNotNegative(text: string, label: string): string {
  if (!text.trim()) return '';
  const n = toAmount(text, 2);
  if (n === undefined) return `${label} must be an amount in dollars, like 2.50`;
  return n < 0 ? `${label} cannot be negative` : '';
}
