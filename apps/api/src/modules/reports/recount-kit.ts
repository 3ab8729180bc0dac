import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

type Row = Record<string, unknown>;

/**
 * The kept sums' tests (decision 015) compare a kept table with a recount of the rows it follows: a database
 * of their own, a query's rows, and rows as sorted text lines whatever the driver's number types.
 */
export function useRecountDatabase() {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());
  return {
    get db() {
      return database.db;
    },
    rows: async (query: SQL) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows,
  };
}

export const asText = (list: Row[]) => list.map((row) => Object.values(row).map(String).join(' ')).sort();
