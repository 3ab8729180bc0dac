import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { openFileStore } from '../files/open-file-store';
import { prepareDatabase } from '../prepare-database';
import { startTestApp } from './test-app';
import { createScratchDatabase } from './test-database';

/**
 * Where the API tests' prepared database waits: migrating and seeding takes seconds, so it is done once per
 * run and every test file starts from a copy (an embedded database's files and its file store, or a
 * PostgreSQL template database).
 */
export type DatabaseTemplate =
  { kind: 'pglite'; dataTar: string; filesDir: string } | { kind: 'postgres'; databaseName: string };

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** The API project's global setup: prepares the template and removes it when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const workDir = await mkdtemp(path.join(tmpdir(), 'kaista-test-template-'));
  const filesDir = path.join(workDir, 'files');
  const handle = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' });
  try {
    const files = openFileStore(handle, filesDir);
    await prepareDatabase(handle, files);
    // An app started once here runs the start's scheduled jobs (this month's invoices, the embedded database's
    // statistics) into the template, instead of in each of some 130 test files.
    await (await startTestApp(handle.db, files)).app.close();
    const tar = await handle.snapshot();
    if (tar) await writeFile(path.join(workDir, 'data.tar'), Buffer.from(await tar.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide(
    'databaseTemplate',
    scratch
      ? { kind: 'postgres', databaseName: new URL(scratch.url).pathname.slice(1) }
      : { kind: 'pglite', dataTar: path.join(workDir, 'data.tar'), filesDir },
  );
  return async () => {
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  };
}
