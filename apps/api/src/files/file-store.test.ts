import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { storedFiles } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { CHUNK_BYTES, DatabaseFileStore } from './database-file-store';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no file');
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** The content in pieces of an odd size, as a network upload arrives. */
async function* piecesOf(content: Buffer, failAfter = Infinity): AsyncGenerator<Buffer> {
  for (let at = 0; at < content.length; at += 7_001) {
    if (at >= failAfter) throw new Error('connection lost');
    yield content.subarray(at, at + 7_001);
  }
}

const content = randomBytes(CHUNK_BYTES * 2 + 12_345);

function contract(name: string, open: () => Promise<{ store: FileStore; leftovers(): Promise<number> }>) {
  describe(name, () => {
    let store: FileStore;
    let leftovers: () => Promise<number>;
    beforeAll(async () => ({ store, leftovers } = await open()));

    it('gives back exactly what was streamed in, whole or any range of it', async () => {
      expect(await store.write('tests/whole', piecesOf(content))).toBe(content.length);
      expect((await bytesOf(await store.read('tests/whole'))).equals(content)).toBe(true);
      const start = CHUNK_BYTES - 10;
      const end = CHUNK_BYTES * 2 + 5;
      const range = await bytesOf(await store.read('tests/whole', { start, end }));
      expect(range.equals(content.subarray(start, end + 1))).toBe(true);
    });

    it('replaces a file written again under the same key and removes it on request', async () => {
      await store.write('tests/again', piecesOf(Buffer.from('first')));
      await store.write('tests/again', piecesOf(Buffer.from('second')));
      expect((await bytesOf(await store.read('tests/again'))).toString()).toBe('second');
      expect(await store.list('tests/again')).toEqual(['tests/again']);
      await store.remove('tests/again');
      expect(await store.read('tests/again')).toBeNull();
    });

    it('keeps nothing of a write that fails half way', async () => {
      const before = await leftovers();
      await expect(store.write('tests/broken', piecesOf(content, CHUNK_BYTES + 1))).rejects.toThrow(
        'connection lost',
      );
      expect(await store.read('tests/broken')).toBeNull();
      expect(await leftovers()).toBe(before);
    });

    it('lists by prefix and refuses keys that could name a path of their own', async () => {
      await store.write('other/one', piecesOf(Buffer.from('x')));
      expect(await store.list('tests/')).toEqual(['tests/whole']);
      for (const key of ['../escape', '/etc/passwd', 'tests/../../x', 'Tests/Upper', 'tests/a.part'])
        await expect(store.write(key, piecesOf(Buffer.from('x')))).rejects.toThrow('Not a file key');
    });
  });
}

let database: DatabaseHandle;
let directory: string;
beforeAll(async () => {
  database = await openTestDatabase();
  directory = await mkdtemp(path.join(tmpdir(), 'kaista-files-'));
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

contract('files in the database', async () => ({
  store: new DatabaseFileStore(database.db),
  leftovers: async () => (await database.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0,
}));
contract('files in a directory', async () => ({
  store: new DiskFileStore(directory),
  leftovers: async () => (await readdir(directory, { recursive: true })).length,
}));

describe('sweeping what crashed writes left', () => {
  const hourAgo = () => new Date(Date.now() - 60 * 60_000);

  it('removes keyless database files older than the cut-off and keeps every stored file', async () => {
    const store = new DatabaseFileStore(database.db);
    await store.write('sweep/kept', piecesOf(Buffer.from('kept')));
    await database.db.insert(storedFiles).values({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) });
    await database.db.insert(storedFiles).values({});
    expect(await store.sweep(hourAgo())).toBe(1);
    expect(await store.sweep(hourAgo())).toBe(0);
    expect((await bytesOf(await store.read('sweep/kept'))).toString()).toBe('kept');
  });

  it('removes partial files on disk older than the cut-off and keeps every stored file', async () => {
    const store = new DiskFileStore(directory);
    await store.write('sweep/kept', piecesOf(Buffer.from('kept')));
    const stale = path.join(directory, 'sweep', 'kept.0a1b2c.part');
    await writeFile(stale, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    // Its times are the test clock's, as the cut-off's is (the file system's clock may be another).
    const writing = path.join(directory, 'sweep', 'kept.3d4e5f.part');
    await writeFile(writing, 'writing');
    await utimes(writing, new Date(), new Date());
    expect(await store.sweep(hourAgo())).toBe(1);
    expect(await store.list('sweep/')).toEqual(['sweep/kept']);
    expect((await readdir(path.join(directory, 'sweep'))).sort()).toEqual(['kept', 'kept.3d4e5f.part']);
  });
});
