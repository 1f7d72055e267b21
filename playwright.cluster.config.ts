// The money, messaging and live journeys against the cluster (issue 24): the same spec files as the embedded
// run (playwright.config.ts: same browser, flags, timeouts and one worker), through nginx's two ports, with
// three API processes behind it sharing the database, Redis, the bucket and one SFU. Run through
// `npm run test:e2e:cluster` (scripts/test-e2e-cluster.mjs), which starts the cluster, points E2E_API_PORT /
// E2E_APP_PORT at nginx, E2E_DATA_DIR (and DATABASE_URL) at the cluster's data, and checks the ledger after.
//
// What the specs assume of the server, and how the cluster meets it:
// - the seeded demo accounts, the WELCOME10 coupon and the sandbox gateway: the cluster seeds the same data once;
// - the app on http://localhost:<port>, the API on http://127.0.0.1:<port> (e2e/helpers.ts): nginx's ports;
// - many sign-ins from 127.0.0.1 (AUTH_RATE_LIMIT_MAX), responses checked against their schemas
//   (CHECK_RESPONSES): the script gives the three API processes what playwright.config.ts gives the one;
// - `runCli` (messaging: seed-messages) on the API's data: DATA_DIR and DATABASE_URL of the cluster's database;
// - a private show's end "within its grace period" (live): every process samples each open show's socket room
//   every LIVE_SWEEP_MS, the room spans the processes through Redis, and a side's return clears its absence on
//   every process (services/live-presence.ts).
// The first cluster runs found three things that held only on one process, fixed where they live (README
// "Running at scale" → "The cluster e2e run"): the sandbox's 3-D Secure charges (now in Redis), a sender's
// message order (the outbox sends one conversation's messages one at a time), a live room's absences.
// No spec reads a process's memory, uses a fake clock or a test-only endpoint, so every journey of the three
// files runs here; a journey that could not would be left out below with its reason.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

if (process.env.E2E_CLUSTER !== '1')
  throw new Error(
    'playwright.cluster.config.ts runs through `npm run test:e2e:cluster`, which starts the cluster',
  );

export const CLUSTER_SPECS = ['payments.spec.ts', 'messaging.spec.ts', 'live-streaming.spec.ts'];

export default defineConfig({
  ...base,
  testMatch: CLUSTER_SPECS,
  // under the embedded run's folders (already ignored), so a cluster run keeps the embedded run's traces
  outputDir: process.env.E2E_OUTPUT_DIR || './test-results/cluster',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR || 'playwright-report/cluster' }],
  ],
  // the script starts and stops the cluster and owns its data folder
  webServer: undefined,
  globalTeardown: undefined,
});
