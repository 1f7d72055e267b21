// The static antd stylesheet (scripts/build-antd-css.mjs) holds only USED_COMPONENTS: a component rendered
// without its styles shows raw HTML (issue 20 item 22: saved cards were a bulleted list because antd's List
// was missing). Every antd component imported under src/ must be listed.
import fs from 'node:fs';
import path from 'node:path';
import * as antd from 'antd';
import { USED_COMPONENTS } from '@/theme/theme';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value imports from 'antd' (types and the provider are not styled components). */
function antdImports(): Map<string, string> {
  const found = new Map<string, string>();
  const root = path.join(__dirname, '..', '..', 'src');
  for (const file of sources(root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'antd'/g)) {
      for (const part of m[1].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (name === 'ConfigProvider' || name === 'theme') continue;
        if (!(name in antd)) continue;
        found.set(name, path.relative(root, file));
      }
    }
  }
  return found;
}

test('every antd component the app imports has its styles in the static stylesheet', () => {
  const imported = antdImports();
  expect(imported.size).toBeGreaterThan(10);
  const missing = [...imported.keys()].filter((name) => !USED_COMPONENTS.includes(name));
  expect(missing.map((name) => `${name} (${imported.get(name)})`)).toEqual([]);
});
