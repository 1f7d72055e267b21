#!/usr/bin/env node
// `npm run test:e2e`: Playwright against servers started for this run only: two free ports, a fresh temporary
// DATA_DIR (migrated and seeded by the API on start), and a production build of the web app.
//   E2E_SKIP_BUILD=1   reuse the existing .next build
//   Extra arguments go to `playwright test`, e.g. `npm run test:e2e -- e2e/auth.spec.ts --headed`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv, ROOT } from './lib/env.mjs';
import { buildApp, freePort, PLAYWRIGHT_CLI, run } from './lib/processes.mjs';

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED = '1';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package (sudo apt-get install chromium fonts-liberation)`,
  );
  console.error('or set CHROMIUM_PATH to a Chromium/Chrome binary.');
  process.exit(1);
}

const apiPort = await freePort();
let appPort = await freePort();
while (appPort === apiPort) appPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanplatform-e2e-'));

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

let code = 0;
if (process.env.E2E_SKIP_BUILD === '1') {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('E2E_SKIP_BUILD=1 but there is no production build in .next: run `npm run build` first.');
    process.exit(1);
  }
  console.info('E2E_SKIP_BUILD=1: using the existing .next build.');
} else {
  console.info('Building the web app for e2e (npm run build; E2E_SKIP_BUILD=1 skips this)...');
  code = await buildApp();
  if (code !== 0) {
    console.error(`next build failed (exit code ${code}).`);
    process.exit(code);
  }
}

console.info(`e2e: API on ${apiPort}, app on ${appPort}, DATA_DIR ${dataDir}`);
code = await run(process.execPath, [PLAYWRIGHT_CLI, 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_API_PORT: String(apiPort),
    E2E_APP_PORT: String(appPort),
    E2E_DATA_DIR: dataDir,
  },
});

// Every journey's money must add up afterwards (issue 20): `ledger check` on the run's database.
console.info("e2e: npm run ledger -- check on the run's database");
const ledger = await run(process.execPath, ['--import', 'tsx', 'api/src/cli/ledger.ts', 'check'], {
  env: { ...process.env, DATA_DIR: dataDir },
});
if (ledger !== 0) console.error('The ledger does not add up after the e2e run (see above).');
process.exit(code || ledger);
