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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
