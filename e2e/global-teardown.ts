import fs from 'node:fs';

// Removes the temporary DATA_DIR that playwright.config.ts created for a direct `npx playwright test` run
// (scripts/test-e2e.mjs removes its own).
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_DATA_DIR_IS_TEMP === '1' && dir) fs.rmSync(dir, { recursive: true, force: true });
}
