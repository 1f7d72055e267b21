// Rewrites every import that reaches into a feature from outside it to go through the feature's public face
// (src/features/<x>/index.ts; lazy.ts and loaders.ts are public entries too and are left alone). Re-runnable:
// after a merge, run it again; a tree already behind the walls is left byte for byte as it is.
//   node scripts/wall-imports.mjs               check: list what would change, exit 1 if anything would
//   node scripts/wall-imports.mjs --fix         rewrite the imports (then prettier on the files it touched)
//   node scripts/wall-imports.mjs --fix --add-exports
//                                               also add to index.ts each name an outside import needs
// It fails loudly (exit 2, nothing written) when an imported name is not exported by the target's index.ts from
// the same module, and on imports it cannot rewrite by itself (namespace, side-effect only, dynamic import()):
// move a dynamic import into the feature's lazy.ts and import that.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { PUBLIC_ENTRIES, allowedDeep } from './lib/feature-walls.mjs';

const root = process.cwd();
const fix = process.argv.includes('--fix');
const addExports = process.argv.includes('--add-exports');
const SRC = path.join(root, 'src');
const FEATURES = path.join(SRC, 'features');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function featureOf(file) {
  const r = path.relative(FEATURES, file);
  return r.startsWith('..') ? null : r.split(path.sep)[0];
}

const isPublic = (file) => {
  const feature = featureOf(file);
  return PUBLIC_ENTRIES.includes(path.relative(path.join(FEATURES, feature), file).split(path.sep).join('/'));
};

const parse = (file, text) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

// ---------------------------------------------------------------------------------------------------------
// the faces: what each index.ts exports, by (source module, original name)

const faces = new Map();

function readFace(feature) {
  if (faces.has(feature)) return faces.get(feature);
  const file = path.join(FEATURES, feature, 'index.ts');
  const face = { file, exists: fs.existsSync(file), byOrigin: new Map(), names: new Set(), added: [] };
  if (face.exists) {
    const source = parse(file, fs.readFileSync(file, 'utf8'));
    for (const stmt of source.statements) {
      if (!ts.isExportDeclaration(stmt)) continue;
      if (!stmt.moduleSpecifier || !stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) {
        throw new Error(
          `${rel(file)}: only named re-exports (export { a } from './x') are allowed in a face`,
        );
      }
      const target = resolve(file, stmt.moduleSpecifier.text);
      for (const el of stmt.exportClause.elements) {
        const origin = (el.propertyName ?? el.name).text;
        face.byOrigin.set(`${target}#${origin}`, {
          name: el.name.text,
          typeOnly: stmt.isTypeOnly || el.isTypeOnly,
        });
        face.names.add(el.name.text);
      }
    }
  }
  faces.set(feature, face);
  return face;
}

/** The name `origin` of `target` has in the face of its feature, adding it when asked to. */
function faceName(feature, target, origin, localName, typeOnly, problems, where) {
  const face = readFace(feature);
  const known = face.byOrigin.get(`${target}#${origin}`);
  if (known) {
    if (known.typeOnly && !typeOnly) {
      const added = face.added.find((a) => a.target === target && a.origin === origin);
      if (added) added.typeOnly = known.typeOnly = false;
      else
        problems.push(
          `${where}: ${rel(face.file)} exports '${known.name}' as a type only; it is used as a value`,
        );
    }
    return known.name;
  }
  if (!addExports) {
    problems.push(`${where}: '${origin}' of ${rel(target)} is not exported by ${rel(face.file)}`);
    return null;
  }
  let name = origin === 'default' ? localName : origin;
  if (face.names.has(name)) {
    problems.push(
      `${where}: ${rel(face.file)} already exports another '${name}'; export ${rel(target)}'s by hand`,
    );
    return null;
  }
  face.byOrigin.set(`${target}#${origin}`, { name, typeOnly });
  face.names.add(name);
  face.added.push({ target, origin, name, typeOnly });
  return name;
}

function writeFaces() {
  for (const [feature, face] of faces) {
    if (!face.added.length) continue;
    const bySource = new Map();
    for (const a of face.added) {
      let spec = './' + path.relative(path.dirname(face.file), a.target).split(path.sep).join('/');
      spec = spec.replace(/\.tsx?$/, '');
      if (!bySource.has(spec)) bySource.set(spec, []);
      bySource.get(spec).push(a);
    }
    const lines = [...bySource.keys()].sort().map((spec) => {
      const items = bySource.get(spec).sort((x, y) => x.name.localeCompare(y.name));
      const allTypes = items.every((i) => i.typeOnly);
      const list = items
        .map((i) => {
          const alias = i.origin === i.name ? i.name : `${i.origin} as ${i.name}`;
          return allTypes || !i.typeOnly ? alias : `type ${alias}`;
        })
        .join(', ');
      return `export ${allTypes ? 'type ' : ''}{ ${list} } from '${spec}';`;
    });
    const header = face.exists
      ? fs.readFileSync(face.file, 'utf8').replace(/\n*$/, '\n')
      : `// The public face of the ${feature} feature (README "A feature's anatomy"): what pages, layouts and other\n` +
        `// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.\n`;
    fs.writeFileSync(face.file, header + lines.join('\n') + '\n');
    face.exists = true;
  }
}

// ---------------------------------------------------------------------------------------------------------
// the importers

const problems = [];
const edits = new Map(); // file -> new text
let rewritten = 0;

for (const file of walk(SRC)) {
  const ownFeature = featureOf(file);
  const text = fs.readFileSync(file, 'utf8');
  const source = parse(file, text);
  const where = (node) => `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const groups = new Map(); // feature -> { decls, specs: [{name, local, typeOnly}], faceDecl }
  const reExports = [];

  const deepTarget = (spec) => {
    const target = resolve(file, spec);
    if (!target) return null;
    const feature = featureOf(target);
    if (!feature || feature === ownFeature || isPublic(target)) return null;
    if (allowedDeep(rel(file), rel(target))) return null;
    return { target, feature };
  };

  const visitDynamic = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      deepTarget(node.arguments[0].text)
    ) {
      problems.push(
        `${where(node)}: dynamic import('${node.arguments[0].text}'): move it into the feature's lazy.ts`,
      );
    }
    ts.forEachChild(node, visitDynamic);
  };
  visitDynamic(source);

  for (const stmt of source.statements) {
    const isImport = ts.isImportDeclaration(stmt);
    const isReExport = ts.isExportDeclaration(stmt) && stmt.moduleSpecifier;
    if (!isImport && !isReExport) continue;
    const spec = stmt.moduleSpecifier.text;
    const deep = deepTarget(spec);
    if (!deep) {
      const target = resolve(file, spec);
      const feature = target && featureOf(target);
      if (isImport && feature && feature !== ownFeature && target === readFace(feature).file) {
        if (!groups.has(feature)) groups.set(feature, { decls: [], specs: [], faceDecl: stmt });
        else groups.get(feature).faceDecl ??= stmt;
      }
      continue;
    }
    const { target, feature } = deep;
    if (isReExport) {
      if (!stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) {
        problems.push(`${where(stmt)}: export * from ${spec}: name the re-exports`);
        continue;
      }
      const names = stmt.exportClause.elements.map((el) => {
        const origin = (el.propertyName ?? el.name).text;
        const typeOnly = stmt.isTypeOnly || el.isTypeOnly;
        const name = faceName(feature, target, origin, el.name.text, typeOnly, problems, where(el));
        const alias = name === el.name.text ? name : `${name} as ${el.name.text}`;
        return !stmt.isTypeOnly && el.isTypeOnly ? `type ${alias}` : alias;
      });
      const statement = `export ${stmt.isTypeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '@/features/${feature}';`;
      reExports.push({ start: stmt.getStart(), end: stmt.getEnd(), text: statement });
      rewritten += 1;
      continue;
    }
    const clause = stmt.importClause;
    if (!clause) {
      problems.push(`${where(stmt)}: side-effect import '${spec}' cannot go through a face`);
      continue;
    }
    if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
      problems.push(`${where(stmt)}: namespace import of ${spec}: import names instead`);
      continue;
    }
    if (!groups.has(feature)) groups.set(feature, { decls: [], specs: [], faceDecl: null });
    const group = groups.get(feature);
    group.decls.push(stmt);
    const wholeType = clause.isTypeOnly;
    if (clause.name) {
      const name = faceName(feature, target, 'default', clause.name.text, wholeType, problems, where(stmt));
      if (name) group.specs.push({ name, local: clause.name.text, typeOnly: wholeType });
    }
    for (const el of clause.namedBindings?.elements ?? []) {
      const origin = (el.propertyName ?? el.name).text;
      const typeOnly = wholeType || el.isTypeOnly;
      const name = faceName(feature, target, origin, el.name.text, typeOnly, problems, where(el));
      if (name) group.specs.push({ name, local: el.name.text, typeOnly });
    }
  }

  const replacements = [...reExports];
  for (const [feature, group] of groups) {
    if (!group.decls.length) continue;
    const specs = [...group.specs];
    const anchor = group.faceDecl ?? group.decls[0];
    const removed = group.decls.filter((d) => d !== anchor);
    if (group.faceDecl) {
      const clause = group.faceDecl.importClause;
      if (!clause || clause.name || !clause.namedBindings || ts.isNamespaceImport(clause.namedBindings)) {
        problems.push(`${where(group.faceDecl)}: merge the imports of '@/features/${feature}' by hand`);
        continue;
      }
      for (const el of clause.namedBindings.elements) {
        specs.push({
          name: (el.propertyName ?? el.name).text,
          local: el.name.text,
          typeOnly: clause.isTypeOnly || el.isTypeOnly,
        });
      }
    }
    const seen = new Map();
    for (const s of specs) {
      const key = `${s.name} ${s.local}`;
      // a name imported as a value and as a type is one value import
      seen.set(key, seen.has(key) ? { ...s, typeOnly: seen.get(key).typeOnly && s.typeOnly } : s);
    }
    const unique = [...seen.values()].sort((a, b) => a.local.localeCompare(b.local));
    const allTypes = unique.every((s) => s.typeOnly);
    const list = unique
      .map((s) => {
        const alias = s.name === s.local ? s.name : `${s.name} as ${s.local}`;
        return allTypes || !s.typeOnly ? alias : `type ${alias}`;
      })
      .join(', ');
    const statement = `import ${allTypes ? 'type ' : ''}{ ${list} } from '@/features/${feature}';`;
    replacements.push({ start: anchor.getStart(), end: anchor.getEnd(), text: statement });
    for (const d of removed) {
      // take the declaration's whole line with it
      let end = d.getEnd();
      if (text[end] === '\n') end += 1;
      replacements.push({ start: d.getStart(), end, text: '' });
    }
    rewritten += group.decls.length;
  }
  if (replacements.length) {
    let next = text;
    for (const r of replacements.sort((a, b) => b.start - a.start)) {
      next = next.slice(0, r.start) + r.text + next.slice(r.end);
    }
    edits.set(file, next);
  }
}

if (problems.length) {
  console.error(`wall-imports: ${problems.length} import(s) cannot go through a public entry as they are:`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(
    "Export the name from the feature's index.ts (or run with --fix --add-exports), then re-run.",
  );
  process.exit(2);
}

if (!fix) {
  for (const file of edits.keys()) console.info(`  would rewrite ${rel(file)}`);
  console.info(`wall-imports: ${rewritten} import(s) past a public entry in ${edits.size} file(s)`);
  process.exit(edits.size ? 1 : 0);
}

writeFaces();
for (const [file, text] of edits) fs.writeFileSync(file, text);
const touched = [...edits.keys(), ...[...faces.values()].filter((f) => f.added.length).map((f) => f.file)];
if (touched.length) {
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...touched.map(rel)], {
    stdio: 'inherit',
  });
}
console.info(
  `wall-imports: rewrote ${rewritten} import(s) in ${edits.size} file(s); ${touched.length - edits.size} face(s) grew`,
);
