// The modules a file reaches through static value imports only (what a bundler must put in the same chunk):
// type-only imports and dynamic import() are not followed. Repository-relative paths for our files, the bare
// package name for node_modules. Conservative: a module imported for one unused name still counts.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@api/', 'api/src/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(ROOT, alias[1], spec.slice(alias[0].length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(path.join(ROOT, from)), spec);
  else return spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return null;
}

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const specs: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((e) => e.isTypeOnly)
          : false;
      if (!onlyTypes) specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

export function staticImports(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    for (const spec of valueImports(file)) {
      if (spec.endsWith('.css')) continue;
      const target = resolve(file, spec);
      if (!target || reached.has(target)) continue;
      reached.add(target);
      if (/\.tsx?$/.test(target) && !target.startsWith('node_modules')) queue.push(target);
    }
  }
  return reached;
}
