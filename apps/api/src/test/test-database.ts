import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { FileStore } from '../files/file-store';
import { openFileStore } from '../files/open-file-store';
import type { DatabaseTemplate } from './database-template';

export interface TestDatabase extends DatabaseHandle {
  /** The file store the portal would use with this database, holding the seeded demo attachments. */
  files: FileStore;
}

/**
 * A fresh, migrated, seeded database for one test file, copied from the run's prepared template (see
 * `database-template.ts`): in-memory PGlite (with files in a new temporary directory) by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (files in it), dropped again on close, so the same
 * suite runs on both.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.DATABASE_URL;
  const scratch =
    serverUrl && template.kind === 'postgres'
      ? await createScratchDatabase(serverUrl, template.databaseName)
      : null;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'kaista-test-files-'));
  const handle = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: 'memory://',
    startFrom: await templateData(template),
  });
  if (template.kind === 'pglite' && existsSync(template.filesDir)) {
    await cp(template.filesDir, filesDir, { recursive: true });
  }
  return {
    ...handle,
    files: openFileStore(handle, filesDir),
    close: async () => {
      await handle.close();
      await scratch?.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The template's bytes as PGlite reads them: it only asks a data directory's Blob for `arrayBuffer()`. Node's own
 * Blob copies the 70 MB through its native store on every call (0.6 s a file, 120 files a run), so the worker
 * reads the file once and hands the same bytes to each database it opens, which copies them into its own files.
 */
class HeldBytes extends Blob {
  constructor(private readonly template: ArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.template);
  }
}

/** One read of the template per worker: the API project's files share their worker's modules. */
const heldTemplates = new Map<string, Promise<Blob>>();

async function readHeld(file: string): Promise<Blob> {
  const data = await readFile(file);
  return new HeldBytes(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

function templateData(template: DatabaseTemplate): Promise<Blob> | undefined {
  if (template.kind !== 'pglite') return undefined;
  let held = heldTemplates.get(template.dataTar);
  if (!held) heldTemplates.set(template.dataTar, (held = readHeld(template.dataTar)));
  return held;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`, for one test file
 * (or the run's template) to use and drop.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kaista_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
