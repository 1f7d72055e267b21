// The house's walls in one place (issue 21), read by eslint.config.mjs (the lint zones), scripts/wall-imports.mjs
// (the import rewrite) and scripts/lib/feature-graph.mjs (the counter). Change a layer or an entry here only.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A feature's public entries: what code outside the feature may import (README "A feature's anatomy").
 * index.ts is the face; lazy.ts holds next/dynamic wrappers (code-split, so never re-exported by index.ts);
 * loaders.ts holds the pages' data loaders for getInitialProps (kept out of index.ts, so the face never names them).
 */
export const PUBLIC_ENTRIES = ['index.ts', 'lazy.ts', 'loaders.ts'];

/** Every feature folder under src/features, sorted (the lint zones are generated from this list). */
export function featureNames(root) {
  const dir = path.join(root, 'src', 'features');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The store's two layers (issue 21 item 4). Infrastructure sits below the features (they use its hooks,
 * registry, saga injection, hydration and session facts); the composition root sits above them (it assembles
 * the features into one store). Files of src/store not listed in STORE_ROOT count as infrastructure; a folder
 * (ending in /) covers everything under it.
 */
export const STORE_ROOT = [
  'src/store/store.ts',
  'src/store/root-reducer.ts',
  'src/store/root-saga.ts',
  'src/store/server-reducers.ts',
  'src/store/bootstrap.ts',
  'src/store/realtime-saga.ts',
  'src/store/root/',
];

/**
 * The layers from the ground up: a file may import its own layer and the ones below it, never one above.
 * Each entry is a list of paths (folders end in /) relative to the repository.
 */
export function layers(root) {
  const storeFiles = walkFiles(path.join(root, 'src', 'store')).map((f) => path.relative(root, f));
  const isRoot = (f) => STORE_ROOT.some((p) => (p.endsWith('/') ? f.startsWith(p) : f === p));
  return [
    { name: 'config', paths: ['src/config/'] },
    { name: 'lib', paths: ['src/lib/'] },
    { name: 'components', paths: ['src/components/'] },
    { name: 'store infrastructure', paths: storeFiles.filter((f) => !isRoot(f)) },
    // src/theme sits with the features: on-demand-antd reads the ui feature's theme mode, and features use it
    { name: 'features', paths: ['src/features/', 'src/theme/'] },
    { name: 'shell (store composition root)', paths: STORE_ROOT },
    { name: 'layouts', paths: ['src/layouts/'] },
    { name: 'pages', paths: ['src/pages/'] },
  ];
}

function walkFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walkFiles(full) : [full];
  });
}

/**
 * Imports past a feature's public entries that the walls let through, each with its reason. `to` matches the
 * imported file's path.
 */
export const ALLOWED_DEEP = [
  {
    from: 'src/store/server-reducers.ts',
    to: /^src\/features\/[^/]+\/[^/]+-slice\.ts$/,
    why: 'the server registers every code-split slice by importing it for its side effect (issue 21 item 4 replaces this with one descriptor per feature)',
  },
];

export const allowedDeep = (from, to) => ALLOWED_DEEP.some((a) => a.from === from && a.to.test(to));

/**
 * Upward imports the layer rule lets through until the store's split (issue 21 item 4) lands, each with its
 * reason: { from, to } are repository paths of the importing and the imported file.
 */
export const LAYER_EXCEPTIONS = [
  { from: 'src/store/hooks.ts', to: 'src/store/store.ts', why: 'RootState, AppDispatch and AppStore types' },
  { from: 'src/store/inject-saga.ts', to: 'src/store/store.ts', why: 'the SagaStore type' },
  {
    from: 'src/features/asset/components/related-assets.tsx',
    to: 'src/store/store.ts',
    why: 'the RootState type',
  },
  {
    from: 'src/features/asset/components/creator-asset-list.tsx',
    to: 'src/store/store.ts',
    why: 'the RootState type',
  },
  {
    from: 'src/features/performer/featured-creators.ts',
    to: 'src/store/bootstrap.ts',
    why: 'the settings cache time',
  },
  {
    from: 'src/features/performer/request-context.ts',
    to: 'src/store/bootstrap.ts',
    why: "the visitor's IP",
  },
];
