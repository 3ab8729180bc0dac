import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3300);
const sharedPortal = process.env.E2E_BASE_URL;

/**
 * Each worker drives a portal of its own, started on its own fresh database (ports E2E_PORT, E2E_PORT + 1, …), so
 * spec files running side by side never see each other's data. A portal started elsewhere is one shared
 * database, so it gets one worker.
 */
export const workers = sharedPortal ? 1 : Number(process.env.E2E_WORKERS ?? 2);

/** The portal the worker in this parallel slot drives (`fixtures.ts` gives it to every test as its baseURL). */
export const portalURL = (slot: number) => sharedPortal ?? `http://localhost:${port + slot}`;

/** Where Playwright keeps its results; named by the port, so runs on other ports do not share it. */
export const resultsDir = path.join(os.tmpdir(), `kaista-e2e-results-${port}`);

/** A slot's embedded database: one directory per port, emptied when its server starts, so runs do not pile up. */
const dataDir = (slot: number) => path.join(os.tmpdir(), `kaista-e2e-data-${port + slot}`);

/** The built server for one slot, on a fresh embedded database of its own (`npm run build` first). */
export const portalServers = () =>
  sharedPortal
    ? undefined
    : Array.from({ length: workers }, (_, slot) => ({
        command: `rm -rf '${dataDir(slot)}' && node --enable-source-maps --heap-growing-percent=50 ../apps/api/dist/main.js`,
        url: `${portalURL(slot)}/readyz`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port + slot),
          DATA_DIR: dataDir(slot),
          KAISTA_ENV: 'ci',
          LOG_LEVEL: 'warn',
          // An order's three fulfilment steps take 12 s, not a minute: the tests that follow one to COMPLETED
          // wait for the steps, not for the time between them.
          ORDER_FULFILMENT_STEP_MS: '4000',
        },
      }));
