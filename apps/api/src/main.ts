import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { openFileStore } from './files/open-file-store';
import { Readiness } from './plugins/health';
import { prepareDatabase } from './prepare-database';

/** Starts the portal: open and migrate the database, seed an empty one, listen, and close cleanly. */
async function main(): Promise<void> {
  // Each time Node's event loop runs out of pending work, Node waits for every V8 background task to finish
  // before it looks again; during start that is the embedded database's WebAssembly being compiled by the
  // optimising tier (about half a second). A timer held until the server listens keeps the loop from running
  // out, so the start goes on beside that compile instead of waiting for it.
  const holdLoop = setInterval(() => undefined, 60_000);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const files = openFileStore(database, config.uploadsDir);
  // A freshly seeded database has no planner statistics yet; later ones are kept by autovacuum, or on the
  // embedded database by the hourly maintenance job.
  if (await prepareDatabase(database, files)) await database.db.execute(sql`analyze`);
  const readiness = new Readiness();
  const app = await buildApp({
    config,
    db: database.db,
    files,
    readiness,
    poolUse: database.poolUse,
    logger: { level: config.logLevel },
  });
  if (config.environment === 'production' && !config.smsHttp) {
    app.log.warn('SMS_HTTP_URL is not set: login codes go to the outbox, which production does not show.');
  }
  if (
    config.environment === 'production' &&
    ((!config.emailHttp && !config.emailSmtp) || !config.publicUrl)
  ) {
    app.log.warn(
      'Neither SMTP_URL nor EMAIL_HTTP_URL, or no PUBLIC_URL, is set: no password or invitation link reaches anyone.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First /readyz turns 503 so the balancer stops sending requests here (SIGINT is a person at a terminal:
    // no balancer to wait for); then no new connection is accepted, requests in flight and the running job
    // finish, held jobs are handed back and the pool closes, all within the shutdown limit.
    readiness.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
    if (signal === 'SIGTERM') await sleep(config.shutdownDrainMs);
    const limit = setTimeout(() => {
      app.log.error('requests in flight outlasted the shutdown limit; ending anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    limit.unref();
    await app.close();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  clearInterval(holdLoop);
  app.log.info(
    { environment: config.environment, database: database.kind, trustProxy: config.trustProxy },
    `Kaista is listening on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
