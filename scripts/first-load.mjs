// First-load JS per page of the last `next build`, saved or compared with a saved run (issue 21: a refactor
// must not grow any page's first load by more than 2 kB).
//   node scripts/first-load.mjs --save before.json        write the figures
//   node scripts/first-load.mjs --compare before.json     table of every page that changed by ≥ 0.5 kB; exit 1
//                                                         when one grew by more than 2 kB
import fs from 'node:fs';
import process from 'node:process';
import { firstLoadJs, kb } from './lib/first-load.mjs';

const LIMIT_BYTES = 2 * 1024;
const SHOWN_BYTES = 512;
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const { rows } = firstLoadJs(process.cwd());
const save = arg('--save');
const compare = arg('--compare');
if (save) fs.writeFileSync(save, JSON.stringify(rows, null, 2) + '\n');
if (!compare) {
  for (const r of rows) console.info(`${r.route.padEnd(40)} ${String(r.gzipKb).padStart(7)} kB`);
  process.exit(0);
}
const before = new Map(JSON.parse(fs.readFileSync(compare, 'utf8')).map((r) => [r.route, r]));
let grewTooMuch = false;
console.info(`${'route'.padEnd(40)} ${'before'.padStart(8)} ${'after'.padStart(8)} ${'change'.padStart(8)}`);
for (const r of rows) {
  const b = before.get(r.route);
  if (!b) {
    console.info(`${r.route.padEnd(40)} ${'(new)'.padStart(8)} ${String(r.gzipKb).padStart(8)}`);
    continue;
  }
  const delta = r.gzipBytes - b.gzipBytes;
  if (delta > LIMIT_BYTES) grewTooMuch = true;
  if (Math.abs(delta) >= SHOWN_BYTES) {
    const sign = delta > 0 ? '+' : '−';
    console.info(
      `${r.route.padEnd(40)} ${String(b.gzipKb).padStart(8)} ${String(r.gzipKb).padStart(8)} ${(sign + kb(Math.abs(delta))).padStart(8)}`,
    );
  }
}
const changed = rows.filter(
  (r) => before.has(r.route) && Math.abs(r.gzipBytes - before.get(r.route).gzipBytes) >= SHOWN_BYTES,
);
console.info(
  `${changed.length} of ${rows.length} pages changed by ≥ 0.5 kB; the largest growth ${kb(Math.max(0, ...rows.map((r) => r.gzipBytes - (before.get(r.route)?.gzipBytes ?? r.gzipBytes))))} kB`,
);
process.exit(grewTooMuch ? 1 : 0);
