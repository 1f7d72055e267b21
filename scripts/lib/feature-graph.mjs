// The import graph of src/ seen from the feature walls (issue 21): every import that crosses into a feature from
// outside it, which of those reach past the feature's index.ts, and which features import each other.
// Used by scripts/feature-imports.mjs (the numbers); the guard is lint (scripts/lib/eslint-walls.mjs).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PUBLIC_ENTRIES, allowedDeep } from './feature-walls.mjs';

const SOURCE = /\.(ts|tsx|css)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.css', '/index.ts', '/index.tsx'];

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function specifiers(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.css')) {
    return [...text.matchAll(/composes:[^;]*from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
  }
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The feature a file belongs to (its folder under src/features), or null outside features. */
function featureOf(root, file) {
  const rel = path.relative(path.join(root, 'src', 'features'), file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0];
}

function isFace(root, file) {
  const feature = featureOf(root, file);
  return feature !== null && path.relative(path.join(root, 'src', 'features', feature), file) === 'index.ts';
}

function isPublic(root, file) {
  const feature = featureOf(root, file);
  const entry =
    feature &&
    path
      .relative(path.join(root, 'src', 'features', feature), file)
      .split(path.sep)
      .join('/');
  return feature !== null && PUBLIC_ENTRIES.includes(entry);
}

/**
 * Every import of a feature's module from outside that feature.
 * `deep` is true when it names anything but the feature's index.ts, `hidden` when it names none of its public
 * entries (and the walls do not allow it).
 */
export function featureImports(root) {
  const edges = [];
  for (const file of walk(path.join(root, 'src'))) {
    const fromFeature = featureOf(root, file);
    for (const spec of specifiers(file)) {
      const target = resolve(root, file, spec);
      if (!target) continue;
      const toFeature = featureOf(root, target);
      if (!toFeature || toFeature === fromFeature) continue;
      edges.push({
        from: path.relative(root, file),
        fromFeature,
        spec,
        to: path.relative(root, target),
        toFeature,
        deep: !isFace(root, target),
        // past every public entry (index.ts, lazy.ts, loaders.ts) and not one the walls allow
        hidden:
          !isPublic(root, target) && !allowedDeep(path.relative(root, file), path.relative(root, target)),
      });
    }
  }
  return edges;
}

/** Feature → feature edges (imports made inside one feature into another), their ordered and two-way pairs. */
export function featurePairs(edges) {
  const between = edges.filter((e) => e.fromFeature !== null);
  const ordered = new Set(between.map((e) => `${e.fromFeature}→${e.toFeature}`));
  const twoWay = [...ordered]
    .map((key) => key.split('→'))
    .filter(([a, b]) => a < b && ordered.has(`${b}→${a}`))
    .map(([a, b]) => `${a}↔${b}`);
  return { crossFeature: between.length, ordered: [...ordered].sort(), twoWay: twoWay.sort() };
}

/** Groups of features that reach each other through imports (Tarjan's strongly connected components, size > 1). */
export function featureCycles(edges) {
  const graph = new Map();
  for (const e of edges) {
    if (e.fromFeature === null) continue;
    if (!graph.has(e.fromFeature)) graph.set(e.fromFeature, new Set());
    if (!graph.has(e.toFeature)) graph.set(e.toFeature, new Set());
    graph.get(e.fromFeature).add(e.toFeature);
  }
  let index = 0;
  const stack = [];
  const meta = new Map();
  const groups = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) {
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
      }
    }
    if (meta.get(v).low === meta.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return groups;
}
