#!/usr/bin/env node
// `npm run dev`: both servers with reload on change: the API restarts on file changes (node --watch), the web
// app hot-reloads (next dev). Same environment defaults as `npm start`.
//   --no-api     do not start the reference API (point API_ENDPOINT / NEXT_PUBLIC_API_ENDPOINT at your own)
import fs from 'node:fs';
import { applyLocalDefaults, banner, loadDotEnv } from './lib/env.mjs';
import {
  API_ENTRY,
  NEXT_BIN,
  exitIfPortsTaken,
  startChild,
  supervise,
  waitForUrl,
} from './lib/processes.mjs';

const withApi = !process.argv.includes('--no-api');

loadDotEnv();
const cfg = applyLocalDefaults();
process.env.NODE_ENV = 'development';

await exitIfPortsTaken({ port: cfg.port, apiPort: cfg.apiPort, withApi });

const children = [];
if (withApi) {
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  children.push(startChild('api', process.execPath, ['--watch', '--import', 'tsx', API_ENTRY]));
}
children.push(startChild('web', process.execPath, [NEXT_BIN, 'dev', '-p', String(cfg.port)]));
const { done, shutdown } = supervise(children);

try {
  // The API first: the app's first render fetches settings from it (and would cache the defaults otherwise).
  if (withApi) await waitForUrl(`http://127.0.0.1:${cfg.apiPort}/health`, { child: children[0] });
  // The first request compiles the page in dev mode: allow time for it.
  await waitForUrl(`http://127.0.0.1:${cfg.port}/auth/login`, { child: children.at(-1), timeoutMs: 300_000 });
  console.info(
    banner({
      title: 'Fanplatform dev servers (hot reload)',
      appUrl: `http://localhost:${cfg.port}`,
      apiUrl: withApi ? `http://localhost:${cfg.apiPort}` : process.env.API_ENDPOINT,
      apiStarted: withApi,
      dataDir: cfg.dataDir,
      extra: [
        withApi
          ? 'API restarts on changes under api/ (node --watch); the web app hot-reloads (next dev).'
          : 'The web app hot-reloads (next dev).',
      ],
    }),
  );
} catch (error) {
  void shutdown(`Start-up failed: ${error.message}`, 1);
}

process.exit(await done);
