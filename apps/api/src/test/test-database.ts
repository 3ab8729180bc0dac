import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { FileStore } from '../files/file-store';
import { openFileStore } from '../files/open-file-store';
import { prepareDatabase } from '../prepare-database';

export interface TestDatabase extends DatabaseHandle {
  /** The file store the portal would use with this database, holding the seeded demo attachments. */
  files: FileStore;
}

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite (with files in a new temporary
 * directory) by default, or a new database on the PostgreSQL server named by DATABASE_URL (files in it),
 * dropped again on close, so the same suite runs on both.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'kaista-test-files-'));
  const handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  const files = openFileStore(handle, filesDir);
  await prepareDatabase(handle, files);
  return {
    ...handle,
    files,
    close: async () => {
      await handle.close();
      await scratch?.drop();
      await rm(filesDir, { recursive: true, force: true });
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

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
