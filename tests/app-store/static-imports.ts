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

/** A face (index.ts): only named re-exports, so a bundler takes from it just the modules of the names used. */
function reExports(file: string): Map<string, { spec: string; name: string }> | null {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const byName = new Map<string, { spec: string; name: string }>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) return null;
    if (statement.isTypeOnly) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) return null;
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    for (const e of clause.elements)
      if (!e.isTypeOnly) byName.set(e.name.text, { spec, name: (e.propertyName ?? e.name).text });
  }
  return byName;
}

/** The names a file imports from each specifier (null: all of it: a default, a namespace, a side effect). */
function importedNames(file: string): { spec: string; names: string[] | null }[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: { spec: string; names: string[] | null }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
        found.push({ spec, names: null });
        continue;
      }
      const names = bindings.elements
        .filter((e) => !e.isTypeOnly)
        .map((e) => (e.propertyName ?? e.name).text);
      if (names.length) found.push({ spec, names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) found.push({ spec, names: null });
      else {
        const names = clause.elements
          .filter((e) => !e.isTypeOnly)
          .map((e) => (e.propertyName ?? e.name).text);
        if (names.length) found.push({ spec, names });
      }
    }
  }
  return found;
}

/**
 * As staticImports, but a bundler's way with faces: from an index.ts that only re-exports, just the modules of
 * the names imported are reached (a page importing a feature's slice from its face does not get its saga).
 */
export function shakenImports(entry: string): Set<string> {
  const reached = new Set<string>();
  const done = new Map<string, Set<string> | 'all'>();
  const queue: { file: string; names: string[] | null }[] = [{ file: entry, names: null }];
  const visit = (from: string, spec: string, names: string[] | null) => {
    if (spec.endsWith('.css')) return;
    const target = resolve(from, spec);
    if (!target) return;
    reached.add(target);
    if (/\.tsx?$/.test(target) && !target.startsWith('node_modules')) queue.push({ file: target, names });
  };
  while (queue.length) {
    const { file, names } = queue.pop() as { file: string; names: string[] | null };
    const seen = done.get(file);
    if (seen === 'all') continue;
    const face = names ? reExports(file) : null;
    if (!face) {
      done.set(file, 'all');
      for (const { spec, names: wanted } of importedNames(file)) visit(file, spec, wanted);
      continue;
    }
    const fresh = names!.filter((n) => !seen?.has(n));
    done.set(file, new Set([...(seen ?? []), ...fresh]));
    for (const name of fresh) {
      const origin = face.get(name);
      if (origin) visit(file, origin.spec, [origin.name]);
    }
  }
  return reached;
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
