// The chart's numbers as a table (issue 10: the figure's data for screen readers, and for anyone who wants
// exact amounts): one row per day (or month) with earnings, one column per kind that earned something.
import { plainTable } from '@/components/plain-table';
import { formatExact } from '@/lib/money';
import type { EarningSeries } from '../earnings-series';
import { bucketTime } from '../earnings-series';
import { useDates } from '@/lib/dates';
import { formatBucket } from './earnings-figures';

export function DailyTable({ series }: { series: EarningSeries }) {
  const { locale } = useDates();
  const groups = series.groups.filter(({ values }) => values.some((v) => v !== 0));
  const rows = series.buckets.map((b, i) => ({ b, i })).filter(({ i }) => series.totals[i] !== 0);
  const unit = series.unit === 'month' ? 'Month' : 'Day';
  return (
    <details>
      <summary>Show the figures as a table</summary>
      <table className={plainTable.table}>
        <caption className="sr-only">Net earnings by {unit.toLowerCase()} and kind</caption>
        <thead>
          <tr>
            <th scope="col">{unit}</th>
            {groups.map(({ group }) => (
              <th scope="col" key={group.key} className={plainTable.num}>
                {group.label}
              </th>
            ))}
            <th scope="col" className={plainTable.num}>
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ b, i }) => (
            <tr key={b}>
              <th scope="row" data-label={unit} style={{ fontWeight: 400 }}>
                {formatBucket(series, bucketTime(b), true, locale)}
              </th>
              {groups.map(({ group, values }) => (
                <td key={group.key} data-label={group.label} className={plainTable.num}>
                  {formatExact(values[i])}
                </td>
              ))}
              <td data-label="Net" className={plainTable.num}>
                {formatExact(series.totals[i])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
