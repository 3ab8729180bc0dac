import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
      'apps/web/vite.config.ts',
    ],
  },
});
