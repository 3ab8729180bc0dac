import type { DatabaseHandle } from './db/client';
import type { FileStore } from './files/file-store';
import { seedDemoDataIfEmpty } from './seed/demo-seed';

/**
 * Migrates and, on an empty database, seeds the demo dataset, under the start-up lock: of several instances
 * started at once on one new database, one migrates and seeds while the others wait and then find it done.
 * Returns whether this call seeded.
 */
export async function prepareDatabase(database: DatabaseHandle, files: FileStore): Promise<boolean> {
  return database.exclusively(async () => {
    await database.migrate();
    return seedDemoDataIfEmpty(database.db, files);
  });
}
