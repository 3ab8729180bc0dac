import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@kaista/api/src/app';
import { loadConfig } from '@kaista/api/src/config';
import { openDatabase } from '@kaista/api/src/db/client';
import { openFileStore } from '@kaista/api/src/files/open-file-store';
import { prepareDatabase } from '@kaista/api/src/prepare-database';
import { buildBaselineApp } from './baseline-app';
import { announceReady, BENCH_INSTANCES, instancePorts, runInstances } from './bench-instances';
import { serveEventLoopDelay } from './event-loop-delay';
import { generateLargeDataset } from './large-dataset';
import { SCENARIOS } from './scenarios';

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function chosenScenarios(): typeof SCENARIOS {
  const names = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
  return names ? SCENARIOS.filter((scenario) => names.includes(scenario.name)) : SCENARIOS;
}

/**
 * The portal under test, in its own process so that the load generator does not share its CPU: a fresh
 * database (PGlite, or DATABASE_URL) with the demo dataset, and unless BENCH_DATASET=demo the large dataset
 * and the data of the scenarios named in BENCH_SCENARIOS (comma-separated; all when unset): generating every
 * area's data (a million tickets among them) to measure one area would take longer than the measuring.
 * BENCH_DATA_DIR names an embedded database to keep and reuse: data is generated only when it is new.
 * Beside it, on a second port, the bare baseline of `baseline-app.ts` and the process's event-loop delay
 * (`event-loop-delay.ts`). Prints `READY <port> <baseline port>`. BENCH_INSTANCES serves it from several
 * processes (`bench-instances.ts`).
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), environment: 'ci' as const, port: 0 };
  // BENCH_DATA_DIR keeps an embedded database between runs (generated once, measured many times).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = config.databaseUrl
    ? config.dataDir
    : (kept ?? path.join(os.tmpdir(), `kaista-bench-${process.pid}`));
  if (BENCH_INSTANCES > 1 && !config.databaseUrl)
    throw new Error('BENCH_INSTANCES above 1 needs DATABASE_URL: instances share one database.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const files = openFileStore(database, path.join(dataDir, 'uploads'));
  const started = Date.now();
  const onlyDemo = process.env.BENCH_DATASET === 'demo';
  // In a cluster the primary prepares the data; its instances then find it ready.
  if ((await prepareDatabase(database, files)) && !onlyDemo) {
    await generateLargeDataset(database.db);
    for (const scenario of chosenScenarios()) await scenario.generate?.(database.db);
    // Bulk loads leave the planner without statistics (PGlite runs no autovacuum).
    await database.db.execute(sql`vacuum analyze`);
  }
  if (cluster.isPrimary)
    console.error(`dataset ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  if (cluster.isPrimary && BENCH_INSTANCES > 1) {
    await database.close();
    return runInstances(BENCH_INSTANCES);
  }
  const app = await buildApp({
    config: { ...config, dataDir },
    db: database.db,
    files,
    poolUse: database.poolUse,
  });
  const baseline = buildBaselineApp(app, database.db);
  serveEventLoopDelay(baseline);
  const [port, baselinePort] = instancePorts();
  await app.listen({ port, host: '127.0.0.1' });
  await baseline.listen({ port: baselinePort, host: '127.0.0.1' });
  announceReady(portOf(app), portOf(baseline));
  process.on(
    'SIGTERM',
    () =>
      void Promise.all([app.close(), baseline.close()])
        .then(() => database.close())
        // A temporary embedded database is the bench's own; a server's or a kept one is the caller's.
        .then(() => config.databaseUrl || kept || fs.rmSync(dataDir, { recursive: true, force: true }))
        .then(() => process.exit(0)),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
