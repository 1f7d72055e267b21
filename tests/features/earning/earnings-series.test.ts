// The earnings chart's data: days filled in, kinds grouped, sums exact in cents, months beyond a year, and the
// stacked tops the bars are drawn from; the figure's name says range and total.
import { buildEarningSeries, bucketTime, MAX_DAYS, stackedTops } from '@/features/earning/earnings-series';
import { chartLabel, formatBucket } from '@/features/earning/components/earnings-figures';

const daily = [
  { date: '2026-11-03', type: 'tip', netPrice: 0.1 },
  { date: '2026-11-03', type: 'stream_tip', netPrice: 0.2 },
  { date: '2026-11-03', type: 'monthly_subscription', netPrice: 7.99 },
  { date: '2026-11-05', type: 'feed', netPrice: 4 },
  { date: '2026-11-05', type: 'video', netPrice: 1.5 },
  { date: '2026-11-05', type: 'something_new', netPrice: 2 },
];

test('empty days between the first and the last earning are filled with zero; kinds are grouped', () => {
  const s = buildEarningSeries(daily);
  expect(s.unit).toBe('day');
  expect(s.buckets).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
  const by = Object.fromEntries(s.groups.map((g) => [g.group.key, g.values]));
  expect(by.tips).toEqual([0.3, 0, 0]); // 0.1 + 0.2 in cents: exactly 0.3
  expect(by.subscriptions).toEqual([7.99, 0, 0]);
  expect(by.unlocks).toEqual([0, 0, 5.5]);
  expect(by.products).toEqual([0, 0, 2]); // an unknown type still counts
  expect(s.totals).toEqual([8.29, 0, 7.5]);
  expect(s.total).toBe(15.79);
});

test('the asked range wins over the data: days outside are dropped, empty ends are kept', () => {
  const s = buildEarningSeries(daily, { fromDate: '2026-11-04', toDate: '2026-11-07' });
  expect(s.buckets).toEqual(['2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
  expect(s.totals).toEqual([0, 7.5, 0, 0]);
  expect(s.total).toBe(7.5);
  // a reversed range or no data: nothing to draw
  expect(buildEarningSeries(daily, { fromDate: '2026-11-09', toDate: '2026-11-01' }).buckets).toEqual([]);
  expect(buildEarningSeries([]).buckets).toEqual([]);
  expect(chartLabel(buildEarningSeries([]))).toBe('Earnings by day: nothing earned in this period');
});

test('beyond a year, one bar per month', () => {
  const s = buildEarningSeries(
    [
      { date: '2025-01-15', type: 'tip', netPrice: 10 },
      { date: '2025-01-20', type: 'tip', netPrice: 5 },
      { date: '2026-03-01', type: 'product', netPrice: 3 },
    ],
    {},
  );
  expect(s.unit).toBe('month');
  expect(s.buckets[0]).toBe('2025-01');
  expect(s.buckets[s.buckets.length - 1]).toBe('2026-03');
  expect(s.buckets).toHaveLength(15);
  expect(s.totals[0]).toBe(15);
  expect(chartLabel(s)).toBe('Earnings by month, Jan 2025 to Mar 2026: $18.00 net');
  expect(MAX_DAYS).toBe(366);
});

test('stacked tops add each group to those below it; labels are UTC days', () => {
  const s = buildEarningSeries(daily);
  const tops = stackedTops(s);
  expect(tops[0]).toEqual([7.99, 0, 0]); // subscriptions at the bottom
  expect(tops[1]).toEqual([8.29, 0, 0]); // + tips
  expect(tops[tops.length - 1]).toEqual(s.totals);
  expect(bucketTime('2026-11-03')).toBe(Date.UTC(2026, 10, 3) / 1000);
  expect(formatBucket(s, bucketTime('2026-11-03'))).toBe('3 Nov');
  expect(formatBucket(s, bucketTime('2026-11-03'), true)).toBe('3 Nov 2026');
  expect(chartLabel(s)).toBe('Earnings by day, 3 Nov 2026 to 5 Nov 2026: $15.79 net');
});
