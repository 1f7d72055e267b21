// Words for the earnings chart: bucket labels on the axis and the figure's accessible name. Buckets are UTC
// days (the API groups by UTC date), so they are formatted in UTC too.
import { formatExact } from '@/lib/money';
import { DEFAULT_DATE_LOCALE, formatUtcDay, formatUtcDayMonth, formatUtcMonth } from '@/lib/dates';
import type { EarningSeries } from '../earnings-series';

/** An axis tick or a bucket (Unix seconds) as "3 Nov" / "3 Nov 2026" / "Nov 2026". */
export function formatBucket(
  series: Pick<EarningSeries, 'unit'>,
  seconds: number,
  long = false,
  locale = DEFAULT_DATE_LOCALE,
): string {
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  if (series.unit === 'month') return formatUtcMonth(date, locale);
  return long ? formatUtcDay(date, locale) : formatUtcDayMonth(date, locale);
}

const bucketDate = (b: string) => new Date(b.length === 7 ? `${b}-01T00:00:00Z` : `${b}T00:00:00Z`);

/** The figure's name: what it is, the range and the total, e.g. "Earnings by day, 1 Nov 2026 to 25 Nov 2026:
 * $42.50 net". */
export function chartLabel(series: EarningSeries, locale = DEFAULT_DATE_LOCALE): string {
  const what = series.unit === 'month' ? 'Earnings by month' : 'Earnings by day';
  if (!series.buckets.length) return `${what}: nothing earned in this period`;
  const fmt = series.unit === 'month' ? formatUtcMonth : formatUtcDay;
  const first = fmt(bucketDate(series.buckets[0]), locale);
  const last = fmt(bucketDate(series.buckets[series.buckets.length - 1]), locale);
  const range = first === last ? first : `${first} to ${last}`;
  return `${what}, ${range}: ${formatExact(series.total)} net`;
}
