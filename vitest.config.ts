import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const WEB_CONFIG = './apps/web/vite.config.ts';
const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
const WEB_ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

// One test command for the whole repository; each workspace is its own project so that the
// API suite can also run alone against a PostgreSQL server (`npm run test:api`).
export default defineConfig({
  test: {
    // Vitest keeps a core for its own process, which leaves a two-core machine (CI's) one worker. The suites'
    // time is their workers' CPU (PGlite, jsdom) while the main process mostly waits, so two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // Migrates and seeds one database per run; each test file starts from a copy of it.
          globalSetup: ['src/test/database-template.ts'],
          // Files share the modules a worker loaded: the server's import costs about 2 s, once per worker
          // instead of once per file. Each file starts its own app and database; one that mocks a module loads
          // the server's modules anew and drops them when it ends (usermanagement-flag.test.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Web test files share the modules a worker loaded, as the API's do: importing React, React Aria and the
      // app anew for each of 150 files cost more than their tests (5.6 → 1.3 min). A file that mocks a module, or
      // tests what a page keeps once per load, is named *.isolated.test.ts(x) and gets modules of its own.
      {
        extends: WEB_CONFIG,
        test: { name: 'web', include: [WEB_TESTS], exclude: [WEB_ISOLATED_TESTS], isolate: false },
      },
      { extends: WEB_CONFIG, test: { name: 'web-isolated', include: [WEB_ISOLATED_TESTS] } },
    ],
  },
});
