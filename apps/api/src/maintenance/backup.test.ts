import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { backupDataDir, restoreDataDir } from './backup';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-backup-'));
const archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function notes(): Promise<string[]> {
  return withDatabase(async (db) => {
    // Both drivers answer raw SQL with `rows`; the query layer types it loosely because it serves both.
    const result = (await db.execute(sql`select text from backup_note order by text`)) as unknown as {
      rows: { text: string }[];
    };
    return result.rows.map((row) => row.text);
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(archive, { force: true });
  });

  // The embedded database is opened five times, each running the migrations: slow on a busy runner.
  it('restores the database and the uploads as they were at the backup', { timeout: 120_000 }, async () => {
    await withDatabase(async (db) => {
      await db.execute(sql`create table backup_note (text text not null)`);
      await db.execute(sql`insert into backup_note values ('before the backup')`);
    });
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'invoice.pdf'), '%PDF-1.7 kept');

    expect(await backupDataDir(dataDir, archive)).toEqual(['pglite', 'uploads']);

    await withDatabase((db) => db.execute(sql`insert into backup_note values ('after the backup')`));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'invoice.pdf'), 'overwritten');
    expect(await notes()).toEqual(['after the backup', 'before the backup']);

    const aside = await restoreDataDir(dataDir, archive);

    expect(await notes()).toEqual(['before the backup']);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'invoice.pdf'), 'utf8')).toBe('%PDF-1.7 kept');
    expect(aside && fs.readFileSync(path.join(aside, 'uploads', 'invoice.pdf'), 'utf8')).toBe('overwritten');
  });

  it('refuses to back up or restore while a running portal holds the data directory', async () => {
    const lock = path.join(dataDir, 'kaista.lock');
    fs.writeFileSync(lock, String(process.ppid));
    try {
      await expect(backupDataDir(dataDir, archive)).rejects.toThrow(/in use/);
      await expect(restoreDataDir(dataDir, archive)).rejects.toThrow(/in use/);
    } finally {
      fs.rmSync(lock);
    }
    expect(await notes()).toEqual(['before the backup']);
  });
});
