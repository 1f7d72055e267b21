// Every page has a performance budget (issue 22): the bench reads scripts/lib/page-budgets.mjs, and a page
// file under src/pages whose route no pattern covers fails here. The module is an ES module run by Node itself,
// so a Node child answers for it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PAGES = path.join(ROOT, 'src/pages');

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path.relative(PAGES, full)] : [];
  });
}

type Answer = { file: string; route: string | null; budget: { className: string; jsKb: number } | null };

/** Route and budget of each page file (or route, when `routes` is set), as the bench computes them. */
function budgets(files: string[], routes = false): Answer[] {
  const script = `
    import { budgetOf, routeOfPageFile } from './scripts/lib/page-budgets.mjs';
    const files = JSON.parse(process.argv[1]);
    const routes = process.argv[2] === 'routes';
    console.log(JSON.stringify(files.map((file) => {
      const route = routes ? file : routeOfPageFile(file);
      return { file, route, budget: route === null ? null : budgetOf(route) };
    })));
  `;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(files), routes ? 'routes' : 'files'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(out) as Answer[];
}

describe('page budgets (scripts/lib/page-budgets.mjs)', () => {
  const answers = budgets(pageFiles(PAGES));

  it('finds the pages', () => {
    expect(answers.filter((a) => a.route !== null).length).toBeGreaterThan(50);
  });

  it('every page route has a class and a budget', () => {
    const missing = answers.filter((a) => a.route !== null && a.budget === null).map((a) => a.route);
    expect(missing).toEqual([]);
  });

  it('a page nobody classified is caught (it can fail)', () => {
    const [stray] = budgets(['shop/index.tsx']);
    expect(stray.route).toBe('/shop');
    expect(stray.budget).toBeNull();
  });

  it('holds the issue-22 classes: public 170, fan 200, studio 300 kB', () => {
    const of = (route: string) => budgets([route], true)[0].budget;
    expect(of('/auth/forgot-password')).toMatchObject({ className: 'public', jsKb: 170 });
    expect(of('/creator')).toMatchObject({ className: 'public', jsKb: 170 });
    expect(of('/page/[id]')).toMatchObject({ className: 'public', jsKb: 170 });
    expect(of('/404')).toMatchObject({ className: 'public', jsKb: 170 });
    expect(of('/home')).toMatchObject({ className: 'fan', jsKb: 200 });
    expect(of('/user/orders/[id]')).toMatchObject({ className: 'fan', jsKb: 200 });
    expect(of('/streaming/[username]')).toMatchObject({ className: 'fan', jsKb: 200 });
    expect(of('/creator/my-gallery/update/[id]')).toMatchObject({ className: 'studio', jsKb: 300 });
  });
});

describe("the bench's verdict table (scripts/lib/bench-verdicts.mjs)", () => {
  const script = `
    import { verdictRows } from './scripts/lib/bench-verdicts.mjs';
    const lh = { performance: 99, accessibility: 100, cls: 0 };
    const results = {
      pageJs: [
        { label: '/messages (demo-fan)', route: '/messages', idleKb: 210 },
        { label: '/stray', route: '/stray', idleKb: 150 },
      ],
      ssr: { rows: [{ label: 'bare page', requestsPerSec: 200 }, { label: 'messages', requestsPerSec: 130 }] },
      lighthousePages: { '/messages': lh, '/creator/earning': { ...lh, performance: NaN } },
    };
    console.log(JSON.stringify(verdictRows(results, [{ route: '/messages', gzipKb: 164 }])));
  `;
  const rows = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  ) as string[][];

  it('gives every figure a budget, or no verdict at all (never "≥ undefined")', () => {
    expect(rows.filter((row) => row.join(' ').includes('undefined'))).toEqual([]);
    for (const [, , budget, verdict] of rows) {
      if (budget === '—') expect(verdict).toBe('');
      else if (verdict) expect(['OK', 'MISS']).toContain(verdict.trim());
    }
  });

  it('holds Lighthouse of the messenger and earnings to the same budget as the others', () => {
    expect(rows).toContainEqual(['Lighthouse performance /messages', 99, '≥ 95', 'OK  ']);
    expect(rows).toContainEqual(['Lighthouse performance /creator/earning', 'no score', '≥ 95', '']);
    expect(rows).toContainEqual(['SSR messages vs bare page', '65 %', '≥ 60 %', 'OK  ']);
    expect(rows).toContainEqual([
      'JS until network idle /messages (demo-fan)',
      '210 kB',
      '≤ 200 kB (fan)',
      'MISS',
    ]);
    expect(rows).toContainEqual(['JS until network idle /stray', '150 kB', '—', '']);
  });
});
