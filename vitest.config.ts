import { defineConfig } from 'vitest/config';

// One test command for the whole repository; each workspace is its own project so that the
// API suite can also run alone against a PostgreSQL server (`npm run test:api`).
export default defineConfig({
  test: {
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
