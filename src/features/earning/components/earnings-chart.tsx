// Net earnings by day as stacked bars, one colour per kind of sale (issue 10). Drawn with uPlot: a maintained,
// dependency-free canvas chart of about 22 kB gzip, a tenth of the general chart kits, which keeps this page
// within its first-load budget; it is imported by this page only. The canvas is one accessible figure
// (role="img", named); its numbers are in the table beside it, for screen readers and for anyone.
import { useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatExact } from '@/lib/money';
import { useDates } from '@/lib/dates';
import { useResponsivePlot } from '@/lib/use-responsive-plot';
import { formatBucket } from './earnings-figures';
import { bucketTime, stackedTops, type EarningSeries } from '../earnings-series';
import styles from './earnings.module.css';

const HEIGHT = 260;

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

function options(
  series: EarningSeries,
  width: number,
  onHover: (i: number | null) => void,
  locale: string,
): uPlot.Options {
  const text = cssVar('--fp-text-muted', '#666');
  const grid = cssVar('--fp-border', '#e5e7eb');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const bars = uPlot.paths.bars!({ size: [0.7, 48], gap: 1 });
  // the tallest stack first, so each lower group paints over the part of the bar that is its own
  const groups = [...series.groups].reverse();
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    // x is the bucket's index (gaps are already filled): bars sit evenly, in the buckets' own UTC days
    scales: {
      x: { time: false, range: () => [-0.5, series.buckets.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        ...axis,
        incrs: [1, 2, 3, 5, 7, 14, 30, 61, 91, 182, 365],
        values: (_u, ticks) =>
          ticks.map((t) =>
            Number.isInteger(t) && series.buckets[t]
              ? formatBucket(series, bucketTime(series.buckets[t]), false, locale)
              : '',
          ),
      },
      { ...axis, size: 64, values: (_u, ticks) => ticks.map((t) => `$${t}`) },
    ],
    series: [
      {},
      ...groups.map(({ group }) => ({
        label: group.label,
        fill: group.color,
        stroke: group.color,
        width: 0,
        paths: bars,
        points: { show: false },
      })),
    ],
    hooks: {
      setCursor: [(u) => onHover(u.cursor.idx ?? null)],
    },
  };
}

function data(series: EarningSeries): uPlot.AlignedData {
  const tops = stackedTops(series).reverse();
  return [series.buckets.map((_, i) => i), ...tops];
}

export function EarningsChart({ series, label }: { series: EarningSeries; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const { locale } = useDates();

  useResponsivePlot(
    box,
    HEIGHT,
    (el, width) =>
      series.buckets.length ? new uPlot(options(series, width, setHover, locale), data(series), el) : null,
    [series, locale],
  );

  const at = hover !== null && hover < series.buckets.length ? hover : null;
  return (
    <div>
      <ul className={styles.legend} aria-label="Kinds of earnings">
        {series.groups.map(({ group }) => (
          <li key={group.key}>
            <span className={styles.swatch} style={{ background: group.color }} aria-hidden="true" />
            {group.label}
          </li>
        ))}
      </ul>
      <div ref={box} role="img" aria-label={label} className={styles.chart} style={{ minHeight: HEIGHT }} />
      <p className={styles.hover} aria-hidden="true">
        {at === null
          ? 'Point at a bar to see its figures.'
          : `${formatBucket(series, bucketTime(series.buckets[at]), true, locale)}: ${formatExact(series.totals[at])} net` +
            series.groups
              .filter(({ values }) => values[at] > 0)
              .map(({ group, values }) => ` · ${group.label} ${formatExact(values[at])}`)
              .join('')}
      </p>
    </div>
  );
}
