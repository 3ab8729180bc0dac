import { defineConfig } from '@playwright/test';
import { portalServers, portalURL, resultsDir, workers } from './portals';

/**
 * End-to-end tests drive Debian's Chromium against the real server with a fresh embedded database
 * (built web app and compiled server required: `npm run build`). E2E_BASE_URL points them at a portal started elsewhere.
 */
export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: resultsDir,
  use: {
    baseURL: portalURL(0),
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // Overlays fade in; axe measuring a dialog half-way through its fade reports its text's contrast as too
    // low. The portal honours reduced motion (no fades), so the checks see what the user reads.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs about a tenth of the suite's time; CI retries a failed test once,
    // and that retry is recorded. Locally, `--trace on` records one.
    trace: 'on-first-retry',
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
  webServer: portalServers(),
});
