// What the creator reads under the prices of the Pricing tab: the free trial's limits and the note comparing the
// yearly price with twelve monthly ones.
import { formatMoney } from '@/lib/money';

export const FREE_TRIAL_DAYS = { min: 1, max: 30 } as const;

/**
 * What the creator should know about the yearly price against twelve months of the monthly one: the fans'
 * saving (info), or a warning when the yearly plan is worth nothing (below one month) or costs more.
 */
export function yearlyPriceNote(
  monthly: number | undefined,
  yearly: number | undefined,
): { kind: 'info' | 'warning'; text: string } | null {
  if (!monthly || !yearly || monthly <= 0 || yearly <= 0) return null;
  const twelve = Math.round(monthly * 12 * 100) / 100;
  if (yearly < monthly) {
    return {
      kind: 'warning',
      text: `The yearly price is less than one month (${formatMoney(monthly)}): is that intended?`,
    };
  }
  if (yearly > twelve) {
    return {
      kind: 'warning',
      text: `The yearly plan costs more than 12 monthly payments (${formatMoney(twelve)}): fans will pick monthly.`,
    };
  }
  if (yearly < twelve) {
    const saving = Math.round((1 - yearly / twelve) * 100);
    return {
      kind: 'info',
      text: `Fans save ${saving}% with the yearly plan (12 months cost ${formatMoney(twelve)}).`,
    };
  }
  return null;
}
