// Playwright against the real stack: the reference API on a fresh temporary DATA_DIR and the production build of
// the web app, both started here (webServer) on the ports `scripts/test-e2e.mjs` picked. Run through
// `npm run test:e2e`; a direct `npx playwright test` also works after `npm run build` (it then uses fixed
// ports 8181/3181, or E2E_API_PORT/E2E_APP_PORT, and a temporary DATA_DIR removed by the global teardown).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is evaluated again in every worker: values decided here go into process.env, which workers inherit.
process.env.E2E_API_PORT ||= '8181';
process.env.E2E_APP_PORT ||= '3181';
if (!process.env.E2E_DATA_DIR) {
  // A fixed per-port directory, emptied at every direct run, so repeated runs leave nothing behind.
  const dir = path.join(os.tmpdir(), `fanplatform-e2e-direct-${process.env.E2E_APP_PORT}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIR = dir;
  process.env.E2E_DATA_DIR_IS_TEMP = '1';
}
process.env.NEXT_TELEMETRY_DISABLED = '1';

const apiPort = process.env.E2E_API_PORT;
const appPort = process.env.E2E_APP_PORT;
const dataDir = process.env.E2E_DATA_DIR;
// The browser and SSR reach the API by IP (it listens on IPv4); the app is opened as localhost, which is also
// the origin the API's CORS and socket.io allowlist receive through APP_PUBLIC_URL.
const apiUrl = `http://127.0.0.1:${apiPort}`;
const appUrl = `http://localhost:${appPort}`;
const verbose = process.env.E2E_VERBOSE === '1';

export default defineConfig({
  testDir: './e2e',
  // Separate folders let two runs share a checkout (Playwright empties its output folder when it starts).
  outputDir: process.env.E2E_OUTPUT_DIR || './test-results',
  // Maintenance mode is a site-wide setting: one worker keeps tests that toggle it from affecting the others.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR || 'playwright-report' }],
  ],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // antd's zoom and slide move a dialog's buttons while it opens, and a click aimed at where a button was can
    // miss it on a loaded machine: the browser asks for reduced motion, which the app honours (no animation)
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // live streaming (issue 12): a fake camera and microphone, granted without a prompt, and WebRTC
            // over loopback (the SFU and the browsers share this machine)
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            '--allow-loopback-in-peer-connection',
            '--disable-features=WebRtcHideLocalIpsWithMdns',
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node --import tsx api/src/server.ts',
      url: `${apiUrl}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: verbose ? 'pipe' : 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        NODE_ENV: 'production',
        API_PORT: apiPort,
        DATA_DIR: dataDir,
        API_PUBLIC_URL: apiUrl,
        APP_PUBLIC_URL: appUrl,
        CORS_ORIGINS: `http://127.0.0.1:${appPort}`,
        // Every test logs in from 127.0.0.1: the per-IP auth rate limit is not what these tests are about.
        AUTH_RATE_LIMIT_MAX: '10000',
        // Video/audio processing waits this long before it starts, so a journey can see the "processing"
        // state (status player) before the file turns "finished".
        MEDIA_PROCESSING_DELAY_MS: '4000',
        // Every answer serialised with its response schema is compared with JSON.stringify of its payload: a
        // schema that would drop or change a field the web app reads answers 500 instead (plugins/response-check).
        CHECK_RESPONSES: 'true',
        LOG_LEVEL: verbose ? 'info' : 'warn',
      },
    },
    {
      name: 'web',
      command: `node node_modules/next/dist/bin/next start -p ${appPort}`,
      url: `http://127.0.0.1:${appPort}/auth/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: verbose ? 'pipe' : 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        NODE_ENV: 'production',
        API_ENDPOINT: apiUrl,
        NEXT_PUBLIC_API_ENDPOINT: apiUrl,
        // Settings changed by a test (maintenance mode) show up within half a second.
        SETTINGS_CACHE_MS: '500',
      },
    },
  ],
});
