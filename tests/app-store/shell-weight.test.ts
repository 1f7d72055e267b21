// What every page downloads (issue 22): _app's static imports, and the Next config that decides what Next's own
// client carries. Each entry below left every page's first load on purpose; this fails when one comes back.
import { staticImports } from './static-imports';

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
  // the server's string render (installed by _document; it reaches for node:module)
  'src/lib/string-render-node.ts',
];

test("_app's static imports reach none of the server-only or on-demand code", () => {
  const reached = staticImports('src/pages/_app.tsx');
  expect(reached.has('src/app-store/bootstrap.ts')).toBe(true); // the walk works
  expect(SERVER_OR_LAZY.filter((m) => reached.has(m))).toEqual([]);
});

test('next.config.js has no rewrites: any rewrite ships the rewrite matcher in every page (pages/index.tsx)', () => {
  const config = require('../../next.config.js') as Record<string, unknown>;
  expect(config.rewrites).toBeUndefined();
});
