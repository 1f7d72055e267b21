// Every page is antd-free (issue 22, README "What antd is still for"): flagged `plain`, so the document links no
// render-blocking antd stylesheet and BaseLayout loads no antd provider, and importing nothing from antd. antd
// loads only with the overlays that still use it, on demand. The bench's baseline page is the one exception.
import fs from 'node:fs';
import path from 'node:path';

const PAGES = path.resolve(__dirname, '../../src/pages');
const EXEMPT = new Set(['_app.tsx', '_document.tsx', 'bench/bare.tsx']);

function pageFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory())
      return relative === 'api' ? [] : pageFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.has(relative) ? [relative] : [];
  });
}

/** A page that re-exports another (`/` is the login page, pages/index.tsx) is judged by that page's source. */
function pageSource(file: string): string {
  const source = fs.readFileSync(path.join(PAGES, file), 'utf8');
  const alias = /^export \{ default \} from '(\.[^']+)';$/m.exec(source)?.[1];
  if (!alias) return source;
  return pageSource(path.join(path.dirname(file), `${alias}.tsx`));
}

test('every page is flagged plain and imports nothing from antd', () => {
  const files = pageFiles(PAGES);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.filter((file) => {
    const source = pageSource(file);
    return !/\.plain = true;/.test(source) || /from '(antd|@ant-design\/[^']+)'/.test(source);
  });
  expect(offenders).toEqual([]);
});
