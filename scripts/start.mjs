#!/usr/bin/env node
// `npm start`: production build, then the reference API and the Next server, with demo data on first start.
//   --no-build   serve the existing .next build (fails if there is none)
//   --no-api     do not start the reference API (point API_ENDPOINT / NEXT_PUBLIC_API_ENDPOINT at your own)
import fs from 'node:fs';
import path from 'node:path';
import { applyLocalDefaults, banner, envDefault, loadDotEnv, ROOT } from './lib/env.mjs';
import {
  API_ENTRY,
  buildApp,
  NEXT_BIN,
  exitIfPortsTaken,
  startChild,
  supervise,
  waitForUrl,
} from './lib/processes.mjs';

const args = new Set(process.argv.slice(2));
const withBuild = !args.has('--no-build');
const withApi = !args.has('--no-api');

loadDotEnv();
const cfg = applyLocalDefaults();
process.env.NODE_ENV = 'production';
// Per-request API logs would bury the banner; LOG_LEVEL=info brings them back.
envDefault('LOG_LEVEL', 'warn');

await exitIfPortsTaken({ port: cfg.port, apiPort: cfg.apiPort, withApi });

if (withBuild) {
  console.info('Building the web app (npm run build)...');
  const code = await buildApp();
  if (code !== 0) {
    console.error(`next build failed (exit code ${code}).`);
    process.exit(code);
  }
} else if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('No production build in .next: run `npm run build` or drop --no-build.');
  process.exit(1);
}

const children = [];
if (withApi) {
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  children.push(startChild('api', process.execPath, ['--import', 'tsx', API_ENTRY]));
}
children.push(startChild('web', process.execPath, [NEXT_BIN, 'start', '-p', String(cfg.port)]));
const { done, shutdown } = supervise(children);

try {
  // The API first: the app's first render fetches settings from it (and would cache the defaults otherwise).
  if (withApi) await waitForUrl(`http://127.0.0.1:${cfg.apiPort}/health`, { child: children[0] });
  await waitForUrl(`http://127.0.0.1:${cfg.port}/auth/login`, { child: children.at(-1) });
  console.info(
    banner({
      title: 'Fanplatform is running (production build)',
      appUrl: `http://localhost:${cfg.port}`,
      apiUrl: withApi ? `http://localhost:${cfg.apiPort}` : process.env.API_ENDPOINT,
      apiStarted: withApi,
      dataDir: cfg.dataDir,
    }),
  );
} catch (error) {
  void shutdown(`Start-up failed: ${error.message}`, 1);
}

process.exit(await done);
