// The bench's verdict table: every figure it measured beside its budget from scripts/lib/page-budgets.mjs. A
// figure without a budget is not printed with a verdict (no "≥ undefined").
import { budgetOf, LIGHTHOUSE, SSR_MIN_RATIO } from './page-budgets.mjs';

const mark = (ok) => (ok ? 'OK  ' : 'MISS');

/** [measure, value, budget, verdict] rows of the JS, SSR and Lighthouse figures in `results`. */
export function verdictRows(results, firstLoad) {
  const rows = [];
  for (const page of results.pageJs ?? []) {
    const budget = budgetOf(page.route);
    const js = firstLoad.find((r) => r.route === page.route);
    const limit = budget ? `≤ ${budget.jsKb} kB (${budget.label})` : '—';
    const verdict = (value) => (budget ? mark(value <= budget.jsKb) : '');
    if (js) rows.push([`JS first load ${page.label}`, `${js.gzipKb} kB`, limit, verdict(js.gzipKb)]);
    rows.push([`JS until network idle ${page.label}`, `${page.idleKb} kB`, limit, verdict(page.idleKb)]);
  }
  const ssr = results.ssr?.rows ?? [];
  // the bare page's reference: the mean of its runs when the bench measured it twice (first and last)
  const bareRps = results.ssr?.bareRps ?? ssr[0]?.requestsPerSec;
  for (const row of ssr.slice(1)) {
    if (!bareRps) break;
    if (row.label.startsWith('bare page')) continue;
    const ratio = row.requestsPerSec / bareRps;
    rows.push([
      `SSR ${row.label} vs bare page`,
      `${Math.round(ratio * 100)} %`,
      `≥ ${SSR_MIN_RATIO * 100} %`,
      mark(ratio >= SSR_MIN_RATIO),
    ]);
  }
  for (const [url, lh] of Object.entries(results.lighthousePages ?? {})) {
    const scored = Number.isFinite(lh.performance);
    rows.push([
      `Lighthouse performance ${url}`,
      scored ? lh.performance : 'no score',
      `≥ ${LIGHTHOUSE.performance}`,
      scored ? mark(lh.performance >= LIGHTHOUSE.performance) : '',
    ]);
    rows.push([
      `Lighthouse accessibility ${url}`,
      lh.accessibility,
      `≥ ${LIGHTHOUSE.accessibility}`,
      mark(lh.accessibility >= LIGHTHOUSE.accessibility),
    ]);
    rows.push([`Lighthouse CLS ${url}`, lh.cls, `≤ ${LIGHTHOUSE.cls}`, mark(lh.cls <= LIGHTHOUSE.cls)]);
  }
  return rows;
}

/** The (a) table's class, budget and verdict of a build-manifest route. */
export function firstLoadVerdict(route, gzipKb) {
  const budget = budgetOf(route);
  if (!budget) return ['(none)', '—', ''];
  return [budget.label, `≤ ${budget.jsKb}`, mark(gzipKb <= budget.jsKb)];
}
