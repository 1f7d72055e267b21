// What both Playwright runs do before and after their tests (`npm run test:e2e` on the embedded default,
// `npm run test:e2e:cluster` against the cluster): find Chromium, build the app or reuse the build
// (E2E_SKIP_BUILD=1), and check the run's ledger afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { buildApp, run } from './processes.mjs';

/** Exits with the way to install it when there is no Chromium to drive. */
export function requireChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return;
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package (sudo apt-get install chromium fonts-liberation)`,
  );
  console.error('or set CHROMIUM_PATH to a Chromium/Chrome binary.');
  process.exit(1);
}

/** The production build the run serves: built now, or the existing one with E2E_SKIP_BUILD=1. */
export async function ensureBuild() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
      console.error('E2E_SKIP_BUILD=1 but there is no production build in .next: run `npm run build` first.');
      process.exit(1);
    }
    console.info('E2E_SKIP_BUILD=1: using the existing .next build.');
    return;
  }
  console.info('Building the web app for e2e (npm run build; E2E_SKIP_BUILD=1 skips this)...');
  const code = await buildApp();
  if (code !== 0) {
    console.error(`next build failed (exit code ${code}).`);
    process.exit(code);
  }
}

/**
 * Every journey's money must add up afterwards (issue 20): `ledger check` on the run's database, given by
 * `dbEnv` (DATA_DIR, and DATABASE_URL when the run is on PostgreSQL). Resolves with its exit code.
 */
export async function checkLedger(dbEnv) {
  console.info("e2e: npm run ledger -- check on the run's database");
  const code = await run(process.execPath, ['--import', 'tsx', 'api/src/cli/ledger.ts', 'check'], {
    env: { ...process.env, ...dbEnv },
  });
  if (code !== 0) console.error('The ledger does not add up after the e2e run (see above).');
  return code;
}
