import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@kaista/api/src/app';
import { loadConfig } from '@kaista/api/src/config';
import { openDatabase } from '@kaista/api/src/db/client';
import { openFileStore } from '@kaista/api/src/files/open-file-store';
import { prepareDatabase } from '@kaista/api/src/prepare-database';
import { generateLargeDataset } from './large-dataset';
import { SCENARIOS } from './scenarios';

/**
 * The portal under test, in its own process so that the load generator does not share its CPU: a fresh
 * database (PGlite, or DATABASE_URL) with the demo dataset, the large dataset and every scenario's data.
 * Prints `READY <port>` when it listens.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), environment: 'ci' as const, port: 0 };
  const dataDir = config.databaseUrl ? config.dataDir : path.join(os.tmpdir(), `kaista-bench-${process.pid}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const files = openFileStore(database, path.join(dataDir, 'uploads'));
  const started = Date.now();
  if (await prepareDatabase(database, files)) {
    await generateLargeDataset(database.db);
    for (const scenario of SCENARIOS) await scenario.generate?.(database.db);
    // Bulk loads leave the planner without statistics (PGlite runs no autovacuum).
    await database.db.execute(sql`vacuum analyze`);
  }
  console.error(`dataset ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  const app = await buildApp({ config: { ...config, dataDir }, db: database.db, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
