// Lint rules for the house's walls (issue 21), generated from the folders at lint time, not hand-listed:
//   walls/feature-face  one zone per folder of src/features: from outside feature x, only its public entries
//                       (index.ts, lazy.ts, loaders.ts) may be imported, statically, as a type or by import()
//   walls/layers        config → lib → components → store infrastructure → features → shell → layouts → pages:
//                       a file imports its own layer and lower ones, never a higher one (type imports included)
// The lists (entries, layers, the store's root files, the few allowed exceptions) live in feature-walls.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_DEEP, LAYER_EXCEPTIONS, PUBLIC_ENTRIES, featureNames, layers } from './feature-walls.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['', '.ts', '.tsx', '.css', '/index.ts', '/index.tsx'];
const posix = (p) => p.split(path.sep).join('/');

function resolveFile(importer, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(importer), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return posix(path.relative(ROOT, candidate));
  }
  // not on disk (yet): judge by the path written
  return posix(path.relative(ROOT, base));
}

const zones = featureNames(ROOT).map((feature) => ({ feature, dir: `src/features/${feature}/` }));
const zoneOf = (file) => zones.find((z) => file.startsWith(z.dir));

const LAYERS = layers();
function layerOf(file) {
  const index = LAYERS.findIndex((layer) =>
    layer.paths.some((p) =>
      p.endsWith('/')
        ? file.startsWith(p)
        : file === p || file.replace(/\.tsx?$/, '') === p.replace(/\.tsx?$/, ''),
    ),
  );
  return index < 0 ? null : index;
}

/** Calls `check(node, specifier)` for every import, re-export and import() with a string specifier. */
function eachImport(check) {
  const literal = (node) =>
    node.source && node.source.type === 'Literal' && typeof node.source.value === 'string';
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => literal(node) && check(node, node.source.value),
    ExportAllDeclaration: (node) => literal(node) && check(node, node.source.value),
    ImportExpression: (node) => literal(node) && check(node, node.source.value),
  };
}

const featureFace = {
  meta: {
    type: 'problem',
    docs: {
      description: "Import another feature only through its public entries (README: A feature's anatomy)",
    },
    schema: [],
    messages: {
      deep: "'{{spec}}' reaches inside the {{feature}} feature: import '@/features/{{feature}}' (or its lazy.ts or loaders.ts) instead",
    },
  },
  create(context) {
    const importer = posix(path.relative(ROOT, context.filename));
    if (!importer.startsWith('src/')) return {};
    const own = zoneOf(importer);
    return eachImport((node, spec) => {
      const target = resolveFile(context.filename, spec);
      if (!target) return;
      const zone = zoneOf(target);
      if (!zone || zone === own) return;
      if (PUBLIC_ENTRIES.some((entry) => target === zone.dir + entry || `${target}.ts` === zone.dir + entry))
        return;
      if (`${target}/` === zone.dir) return;
      if (ALLOWED_DEEP.some((a) => a.from === importer && a.to.test(target))) return;
      context.report({ node, messageId: 'deep', data: { spec, feature: zone.feature } });
    });
  },
};

const layerOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'A layer imports only its own layer and the ones below it (README: Architecture)' },
    schema: [],
    messages: {
      upward:
        "'{{spec}}' is in {{to}}, above {{from}}: the order is " + LAYERS.map((l) => l.name).join(' → '),
    },
  },
  create(context) {
    const importer = posix(path.relative(ROOT, context.filename));
    const from = layerOf(importer);
    if (from === null) return {};
    return eachImport((node, spec) => {
      const target = resolveFile(context.filename, spec);
      if (!target) return;
      const to = layerOf(target);
      if (to === null || to <= from) return;
      if (LAYER_EXCEPTIONS.some((e) => e.from === importer && e.to === target)) return;
      context.report({
        node,
        messageId: 'upward',
        data: { spec, from: LAYERS[from].name, to: LAYERS[to].name },
      });
    });
  },
};

export const wallsPlugin = { rules: { 'feature-face': featureFace, layers: layerOrder } };
