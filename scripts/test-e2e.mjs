#!/usr/bin/env node
// `npm run test:e2e`: Playwright against servers started for this run only: two free ports, a fresh temporary
// DATA_DIR (migrated and seeded by the API on start), and a production build of the web app.
//   E2E_SKIP_BUILD=1   reuse the existing .next build
//   Extra arguments go to `playwright test`, e.g. `npm run test:e2e -- e2e/auth.spec.ts --headed`.
// `npm run test:e2e:cluster` (test-e2e-cluster.mjs) runs the money, messaging and live journeys on the cluster.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv } from './lib/env.mjs';
import { checkLedger, ensureBuild, requireChromium } from './lib/e2e.mjs';
import { freePort, PLAYWRIGHT_CLI, run } from './lib/processes.mjs';

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED = '1';
requireChromium();

const apiPort = await freePort();
let appPort = await freePort();
while (appPort === apiPort) appPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanplatform-e2e-'));

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

await ensureBuild();

console.info(`e2e: API on ${apiPort}, app on ${appPort}, DATA_DIR ${dataDir}`);
const code = await run(process.execPath, [PLAYWRIGHT_CLI, 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_API_PORT: String(apiPort),
    E2E_APP_PORT: String(appPort),
    E2E_DATA_DIR: dataDir,
  },
});

const ledger = await checkLedger({ DATA_DIR: dataDir });
process.exit(code || ledger);
