// The bench's Lighthouse part tells each run's paint order apart (issue 22): on `/home` a run whose observed page
// painted after its deferred scripts scores 10–15 points lower than one that painted first, whatever the build,
// so medians of 3 compare builds only within an order. The module is an ES module run by Node itself, so a Node
// child answers for it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../scripts/lib/lighthouse.mjs');

function call<T>(fn: 'paintOrder' | 'summarize', arg: unknown): T {
  const script = `import(${JSON.stringify(MODULE)}).then((m) => {
    console.log(JSON.stringify(m.${fn}(${JSON.stringify(arg)}) ?? null));
  })`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as T;
}

it('names a run that painted before DOMContentLoaded paint-first, and one that painted after scripts-first', () => {
  expect(call('paintOrder', { observedFirstContentfulPaint: 644, observedDomContentLoaded: 871 })).toBe(
    'paint-first',
  );
  expect(call('paintOrder', { observedFirstContentfulPaint: 2434, observedDomContentLoaded: 1019 })).toBe(
    'scripts-first',
  );
});

it('names no order when the metrics are missing', () => {
  expect(call('paintOrder', undefined)).toBeNull();
  expect(call('paintOrder', { observedDomContentLoaded: 871 })).toBeNull();
});

it('gives the medians of all runs and of each paint order apart', () => {
  const run = (performance: number, lcpMs: number, paintOrder: string) => ({
    performance,
    accessibility: 100,
    lcpMs,
    tbtMs: 1000,
    cls: 0,
    paintOrder,
  });
  const summary = call<Record<string, unknown>>('summarize', [
    run(68, 1500, 'paint-first'),
    run(52, 4700, 'scripts-first'),
    run(54, 4500, 'scripts-first'),
  ]);
  expect(summary).toEqual({
    performance: 54,
    lcpMs: 4500,
    tbtMs: 1000,
    accessibility: 100,
    cls: 0,
    byPaintOrder: {
      'paint-first': { runs: 1, performance: 68, lcpMs: 1500, tbtMs: 1000 },
      'scripts-first': { runs: 2, performance: 53, lcpMs: 4600, tbtMs: 1000 },
    },
  });
});
