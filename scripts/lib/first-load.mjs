// First-load JS (gzip) per page route of the production build in .next, from build-manifest.json (Next 16 no
// longer prints it): the /_app chunks plus the route's own chunks. Shared by the bench and scripts/first-load.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function firstLoadJs(root) {
  const manifestPath = path.join(root, '.next', 'build-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const pages = manifest.pages ?? {};
  const cache = new Map();
  const gzipSize = (file) => {
    if (!cache.has(file)) {
      const full = path.join(root, '.next', file);
      cache.set(file, fs.existsSync(full) ? zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length : 0);
    }
    return cache.get(file);
  };
  const appChunks = (pages['/_app'] ?? []).filter((f) => f.endsWith('.js'));
  const routes = Object.keys(pages)
    .filter((r) => r !== '/_app')
    .sort();
  const shared = appChunks
    .map((file) => ({ file, gzipKb: kb(gzipSize(file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const rows = routes.map((route) => {
    const files = [...new Set([...appChunks, ...(pages[route] ?? []).filter((f) => f.endsWith('.js'))])];
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    return { route, files: files.length, gzipBytes: bytes, gzipKb: kb(bytes) };
  });
  return { rows, shared };
}
