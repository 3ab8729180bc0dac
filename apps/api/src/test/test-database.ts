import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoDataIfEmpty } from '../seed/demo-seed';

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (dropped again on close), so the same suite runs on both.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepare(handle);
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  await prepare(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for one test file to use and drop. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kaista_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoDataIfEmpty(handle.db);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
