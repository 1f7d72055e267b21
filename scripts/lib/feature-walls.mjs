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
 * feature descriptors, hydration and session facts); the composition root sits above them (it assembles
 * the features into one store). src/store is the infrastructure, src/app-store the composition root; a folder
 * (ending in /) covers everything under it.
 */
export const STORE_ROOT = ['src/app-store/'];

/**
 * The layers from the ground up: a file may import its own layer and the ones below it, never one above.
 * Each entry is a list of paths (folders end in /) relative to the repository.
 */
export function layers() {
  return [
    { name: 'config', paths: ['src/config/'] },
    { name: 'lib', paths: ['src/lib/'] },
    { name: 'components', paths: ['src/components/'] },
    { name: 'store infrastructure', paths: ['src/store/'] },
    // src/theme sits with the features: on-demand-antd reads the ui feature's theme mode, and features use it
    { name: 'features', paths: ['src/features/', 'src/theme/'] },
    { name: 'shell (store composition root)', paths: STORE_ROOT },
    { name: 'layouts', paths: ['src/layouts/'] },
    { name: 'pages', paths: ['src/pages/'] },
  ];
}

/**
 * Imports past a feature's public entries that the walls let through, each with its reason ({ from, to, why };
 * `to` matches the imported file's path): none today (the server's list of code-split slices imports each
 * feature's descriptors through its index.ts, app-store/features.ts).
 */
export const ALLOWED_DEEP = [];

export const allowedDeep = (from, to) => ALLOWED_DEEP.some((a) => a.from === from && a.to.test(to));

/**
 * Upward imports the layer rule lets through, each with its reason: none today (the store's infrastructure
 * learns the root state's type by interface augmentation, store/hooks.ts `StoreTypes`): { from, to } are repository paths of the importing and the imported file.
 */
export const LAYER_EXCEPTIONS = [];
