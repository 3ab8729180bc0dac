import type { DatabaseHandle } from '../db/client';
import { DatabaseFileStore } from './database-file-store';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';

/** On PostgreSQL files live in the database every instance shares; with the embedded one, in `directory`. */
export function openFileStore(database: Pick<DatabaseHandle, 'db' | 'kind'>, directory: string): FileStore {
  return database.kind === 'postgres' ? new DatabaseFileStore(database.db) : new DiskFileStore(directory);
}
