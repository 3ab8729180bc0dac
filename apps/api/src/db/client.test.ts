import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../test/test-database';
import { openDatabase, type DatabaseHandle } from './client';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL connection pool', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  async function dropConnectionsTo(url: string): Promise<void> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(url).pathname.slice(1)],
      );
    } finally {
      await admin.end();
    }
  }

  it('survives the server dropping its idle connections and answers the next query', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    closing.push(scratch.drop);
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    closing.push(handle.close);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await handle.db.execute(sql`SELECT 1`);
    await dropConnectionsTo(scratch.url);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());

    const [row] = await handle.db.select({ answer: sql<number>`2` }).from(sql`(SELECT 1) AS one`);
    expect(row).toEqual({ answer: 2 });
    logged.mockRestore();
  });
});
