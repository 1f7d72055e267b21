// New fans and creators by day as bars (issue 23), drawn with uPlot like the creator earnings chart: one
// accessible figure (role="img", named with the period's totals); its numbers are in the table beside it. The
// dashboard loads this module on demand (next/dynamic), so uPlot ships with no other page.
import { useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useResponsivePlot } from '@/lib/use-responsive-plot';
import { SERIES_LABELS } from './signups-labels';
import styles from './site.module.css';

export interface SignupDay {
  date: string;
  fans: number;
  creators: number;
}

const HEIGHT = 220;
const SERIES = [
  { key: 'fans', label: SERIES_LABELS.fans, color: '#1677ff' },
  { key: 'creators', label: SERIES_LABELS.creators, color: '#d4380d' },
] as const;

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

function options(days: SignupDay[], width: number): uPlot.Options {
  const text = cssVar('--fp-text-muted', '#666');
  const grid = cssVar('--fp-border', '#e5e7eb');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: () => [-0.5, days.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...axis,
        incrs: [1, 2, 3, 5, 7, 14, 30, 61, 91, 182],
        values: (_u, ticks) =>
          ticks.map((t) => (Number.isInteger(t) && days[t] ? days[t].date.slice(5) : '')),
      },
      { ...axis, size: 48, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
    ],
    series: [
      {},
      ...SERIES.map((s, i) => ({
        label: s.label,
        fill: s.color,
        stroke: s.color,
        width: 0,
        // two bars side by side per day
        paths: uPlot.paths.bars!({ size: [0.35, 24], align: i === 0 ? -1 : 1 }),
        points: { show: false },
      })),
    ],
  };
}

export function SignupsChart({ days, label }: { days: SignupDay[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useResponsivePlot(
    box,
    HEIGHT,
    (el, width) => {
      if (!days.length) return null;
      const data: uPlot.AlignedData = [
        days.map((_, i) => i),
        days.map((d) => d.fans),
        days.map((d) => d.creators),
      ];
      return new uPlot(options(days, width), data, el);
    },
    [days],
  );

  return (
    <div>
      <ul className={styles.legend} aria-label="Series">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} role="img" aria-label={label} className={styles.chart} style={{ minHeight: HEIGHT }} />
    </div>
  );
}
