import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/**
 * End-to-end tests drive Debian's Chromium against the real server with a fresh embedded database
 * (built web app and compiled server required: `npm run build`). E2E_BASE_URL points them at a portal started elsewhere.
 */
export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(os.tmpdir(), `kaista-e2e-results-${port}`),
  use: {
    baseURL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // Overlays fade in; axe measuring a dialog half-way through its fade reports its text's contrast as too
    // low. The portal honours reduced motion (no fades), so the checks see what the user reads.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --enable-source-maps --heap-growing-percent=50 ../apps/api/dist/main.js',
        url: `${baseURL}/readyz`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: path.join(os.tmpdir(), `kaista-e2e-${process.pid}`),
          KAISTA_ENV: 'ci',
          LOG_LEVEL: 'warn',
          // An order's three fulfilment steps take 12 s, not a minute: the tests that follow one to COMPLETED
          // wait for the steps, not for the time between them.
          ORDER_FULFILMENT_STEP_MS: '4000',
        },
      },
});
