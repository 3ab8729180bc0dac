import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { companies, documentVersions, storedFiles, ticketAttachments } from './db/schema';
import { openFileStore } from './files/open-file-store';
import { prepareDatabase } from './prepare-database';
import { createScratchDatabase } from './test/test-database';

const serverUrl = process.env.DATABASE_URL;
const INSTANCES = 4;

describe.skipIf(!serverUrl)('start-up of several instances on one new PostgreSQL database', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('lets exactly one migrate and seed while the others wait, and brings every one up', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    closing.push(scratch.drop);
    const handles: DatabaseHandle[] = [];
    for (let index = 0; index < INSTANCES; index += 1) {
      const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
      closing.push(handle.close);
      handles.push(handle);
    }

    const seeded = await Promise.all(
      handles.map((handle) => prepareDatabase(handle, openFileStore(handle, '/nonexistent'))),
    );

    expect(seeded.filter(Boolean)).toHaveLength(1);
    const db = handles[0]!.db;
    const [seededCompanies] = await db.select({ n: count() }).from(companies);
    const [files] = await db.select({ n: count() }).from(storedFiles);
    const [attachments] = await db.select({ n: count() }).from(ticketAttachments);
    const [versions] = await db.select({ n: count() }).from(documentVersions);
    expect(seededCompanies?.n).toBeGreaterThan(0);
    // Seeded once: one stored file per demo attachment and document version, not one per instance.
    expect(files?.n).toBe((attachments?.n ?? 0) + (versions?.n ?? 0));
  });
});
