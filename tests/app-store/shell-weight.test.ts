// What every page downloads (issue 22): _app's static imports, and the Next config that decides what Next's own
// client carries. Each entry below left every page's first load on purpose; this fails when one comes back.
import fs from 'node:fs';
import path from 'node:path';
import { shakenImports, staticImports } from './static-imports';

const SERVER_OR_LAZY = [
  // the server's half of the bootstrap: settings, footer and country caches, the cookie's user (a dynamic
  // import where a request exists)
  'src/app-store/bootstrap-server.ts',
  'src/lib/settings-cache.ts',
  // the server's cookie parser (installed by _document) and the browser's cookie library (document.cookie does)
  'nookies',
  'js-cookie',
  // the socket: signed-in users only, after the load event (realtime-start.ts)
  'src/lib/socket-client.ts',
  'socket.io-client',
  // the footer's sanitiser (server only)
  'sanitize-html',
];

test("_app's static imports reach none of the server-only or on-demand code", () => {
  const reached = staticImports('src/pages/_app.tsx');
  expect(reached.has('src/app-store/bootstrap.ts')).toBe(true); // the walk works
  expect(SERVER_OR_LAZY.filter((m) => reached.has(m))).toEqual([]);
});

// Loaded on demand (app-store/shell-sagas.ts): the saga runtime and the shell's sagas start with the first action
// they listen to, or in a signed-in user's first idle time. A face (index.ts) re-exporting a saga beside a
// slice is fine: the bundler takes the names used only (`shakenImports`).
const ON_DEMAND = [
  'redux-saga',
  'src/store/saga-runner.ts',
  'src/app-store/root-saga.ts',
  'src/app-store/realtime-start.ts',
  'src/lib/request-saga.ts',
  'src/features/auth/auth-saga.ts',
  'src/features/user/user-saga.ts',
  'src/features/follow/follow-saga.ts',
  'src/features/search/search-saga.ts',
];

test("_app's first load holds no saga: redux-saga and the shell's sagas load on demand", () => {
  const reached = shakenImports('src/pages/_app.tsx');
  expect(reached.has('src/store/feature-host.ts')).toBe(true); // the walk works
  expect(reached.has('@reduxjs/toolkit')).toBe(true);
  expect(ON_DEMAND.filter((m) => reached.has(m))).toEqual([]);
});

// A page's own chunk must not bring redux-saga back either: a loader or a slice that imports one helper from a
// module that also holds saga code (request-saga.ts's toSagaError, the outbox's pendingId were) ships the runtime
// with the page. Sagas reach pages only as lazy imports (feature descriptors, shell-sagas.ts).
function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('no page reaches redux-saga through its static imports', () => {
  const root = path.resolve(__dirname, '../..');
  const pages = pageFiles(path.join(root, 'src/pages')).map((f) => path.relative(root, f));
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((page) => shakenImports(page).has('redux-saga'))).toEqual([]);
});

test('next.config.js has no rewrites: any rewrite ships the rewrite matcher in every page (pages/index.tsx)', () => {
  const config = require('../../next.config.js') as Record<string, unknown>;
  expect(config.rewrites).toBeUndefined();
});
