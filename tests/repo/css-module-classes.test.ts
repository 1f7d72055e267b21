// Every class a component reads from a CSS module exists in that module (`styles.btn` with no `.btn` rule is
// undefined: the element silently renders unstyled, and neither TypeScript nor lint sees it). Checked for every
// `import x from './y.module.css'` under src/, through the module's own selectors.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The class names a CSS module defines (any selector that names them). */
function classesOf(cssFile: string): Set<string> {
  const css = fs.readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/** "file: styles.name" for each class read from a module that does not define it, under `root`'s src/. */
function missingClasses(root: string): string[] {
  const out: string[] = [];
  for (const file of files(path.join(root, 'src'), /\.tsx?$/)) {
    const source = fs.readFileSync(file, 'utf8');
    // reads of a module's classes are looked for in the code, not in import paths ('./plain-controls.module.css'
    // is not a read of `controls.module`)
    const code = source.replace(/^import .*$/gm, '');
    for (const m of source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
      const [, name, spec] = m;
      const cssFile = spec.startsWith('@/')
        ? path.join(root, 'src', spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      const defined = classesOf(cssFile);
      const used = new Set(
        [...code.matchAll(new RegExp(`(?<![\\w.$])${name}\\.(\\w+)`, 'g'))].map((u) => u[1]),
      );
      for (const cls of used) if (!defined.has(cls)) out.push(`${path.relative(root, file)}: ${name}.${cls}`);
    }
  }
  return out;
}

describe('CSS module classes', () => {
  it('every class a component reads from a CSS module is defined there', () => {
    expect(missingClasses(ROOT)).toEqual([]);
  });

  it('the check sees a class the module lacks', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'css-classes-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'a.module.css'), '.btn { color: red; }\n.row:hover .knob {}\n');
    fs.writeFileSync(
      path.join(root, 'src', 'a.tsx'),
      "import styles from './a.module.css';\nexport const x = [styles.btn, styles.knob, styles.primary];\n",
    );
    expect(missingClasses(root)).toEqual(['src/a.tsx: styles.primary']);
  });
});
