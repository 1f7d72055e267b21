// The earnings chart's data (issue 10): net earned per day (per month beyond a year), split into the six kinds
// a creator sells, with the empty days filled in so the bars sit on a true time axis. Pure; sums in cents.
import { fromCents, toCents } from '@/lib/money';
import type { DailyEarning } from './types';

export interface EarningGroup {
  key: string;
  label: string;
  /** the API's earning types in this group */
  types: readonly string[];
  /** bar colour; each pair of neighbours stays apart for colour-blind readers */
  color: string;
}

export const EARNING_GROUPS: readonly EarningGroup[] = [
  {
    key: 'subscriptions',
    label: 'Subscriptions',
    types: ['monthly_subscription', 'yearly_subscription'],
    color: '#1668dc',
  },
  { key: 'tips', label: 'Tips', types: ['tip', 'stream_tip'], color: '#e8890c' },
  { key: 'unlocks', label: 'Unlocks', types: ['feed', 'video', 'gallery'], color: '#13a8a8' },
  { key: 'products', label: 'Products', types: ['product'], color: '#a23ac9' },
  { key: 'messages', label: 'Messages', types: ['message'], color: '#d4380d' },
  { key: 'streams', label: 'Streams', types: ['public_chat', 'private_chat'], color: '#5b8c00' },
];

export interface EarningSeries {
  unit: 'day' | 'month';
  /** bucket labels: YYYY-MM-DD or YYYY-MM */
  buckets: string[];
  /** net dollars per bucket, per group (every group, in EARNING_GROUPS order) */
  groups: { group: EarningGroup; values: number[] }[];
  /** net dollars per bucket, all groups */
  totals: number[];
  /** net dollars over the whole range */
  total: number;
}

const DAY_MS = 86_400_000;
/** Beyond this many days, one bar per month keeps bars readable. */
export const MAX_DAYS = 366;

const isDay = (s: string | undefined): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function groupOf(type: string): number {
  const i = EARNING_GROUPS.findIndex((g) => g.types.includes(type));
  // an unknown type still counts, with the kind it most resembles: a sale
  return i === -1 ? EARNING_GROUPS.findIndex((g) => g.key === 'products') : i;
}

/** Buckets from the range asked for (else the first and last day with earnings), gaps filled with zero. */
export function buildEarningSeries(
  daily: readonly DailyEarning[],
  range: { fromDate?: string; toDate?: string } = {},
): EarningSeries {
  const days = daily.map((d) => d.date).sort();
  const from = isDay(range.fromDate) ? range.fromDate : days[0];
  const to = isDay(range.toDate) ? range.toDate : days[days.length - 1];
  if (!from || !to || dayMs(to) < dayMs(from)) {
    return {
      unit: 'day',
      buckets: [],
      groups: EARNING_GROUPS.map((group) => ({ group, values: [] })),
      totals: [],
      total: 0,
    };
  }
  const span = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  const unit = span > MAX_DAYS ? 'month' : 'day';
  const bucketOf = (d: string) => (unit === 'month' ? d.slice(0, 7) : d);
  const buckets: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const b = bucketOf(dayOf(ms));
    if (buckets[buckets.length - 1] !== b) buckets.push(b);
  }
  const index = new Map(buckets.map((b, i) => [b, i]));
  const cents = EARNING_GROUPS.map(() => buckets.map(() => 0));
  for (const d of daily) {
    const i = index.get(bucketOf(d.date));
    if (i !== undefined) cents[groupOf(d.type)][i] += toCents(d.netPrice);
  }
  const totalCents = buckets.map((_, i) => cents.reduce((sum, g) => sum + g[i], 0));
  return {
    unit,
    buckets,
    groups: EARNING_GROUPS.map((group, g) => ({ group, values: cents[g].map(fromCents) })),
    totals: totalCents.map(fromCents),
    total: fromCents(totalCents.reduce((a, b) => a + b, 0)),
  };
}

/** The bars' tops, bottom group first: each group's value plus every group below it (a stacked bar chart). */
export function stackedTops(series: EarningSeries): number[][] {
  const running = series.buckets.map(() => 0);
  return series.groups.map(({ values }) =>
    values.map((v, i) => {
      running[i] += toCents(v);
      return fromCents(running[i]);
    }),
  );
}

/** A bucket's start as a Unix time in seconds (the chart's x axis). */
export const bucketTime = (bucket: string) =>
  Date.parse(bucket.length === 7 ? `${bucket}-01T00:00:00Z` : `${bucket}T00:00:00Z`) / 1000;
