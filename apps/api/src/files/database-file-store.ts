import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';
import { checkedKey, type ByteRange, type FileSource, type FileStore } from './file-store';

/** Every chunk but a file's last has exactly this size: ranges are found by it, so it never changes. */
export const CHUNK_BYTES = 256 * 1024;

/** Regroups whatever sizes arrive into chunks of CHUNK_BYTES (the last may be shorter). */
async function* fixedChunks(source: FileSource): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** Files in PostgreSQL (or PGlite) in chunks of 256 KiB: at most one chunk per file in memory at a time. */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Database) {}

  async write(key: string, source: FileSource): Promise<number> {
    checkedKey(key);
    const [file] = await this.db.insert(storedFiles).values({}).returning({ id: storedFiles.id });
    if (!file) throw new Error('No stored file row was created.');
    let size = 0;
    try {
      let seq = 0;
      for await (const data of fixedChunks(source)) {
        await this.db.insert(storedFileChunks).values({ fileId: file.id, seq, data });
        seq += 1;
        size += data.length;
      }
      await this.db.transaction(async (tx) => {
        await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        await tx.update(storedFiles).set({ key, sizeBytes: size }).where(eq(storedFiles.id, file.id));
      });
    } catch (error) {
      await this.db.delete(storedFiles).where(eq(storedFiles.id, file.id));
      throw error;
    }
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const [file] = await this.db
      .select({ id: storedFiles.id, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, checkedKey(key)));
    if (!file) return null;
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? Infinity, file.sizeBytes - 1);
    return Readable.from(this.chunks(file.id, start, end), { objectMode: false });
  }

  private async *chunks(fileId: number, start: number, end: number): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES <= end; seq += 1) {
      const [chunk] = await this.db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
      if (!chunk) throw new Error('The file was removed while it was being read.');
      const offset = seq * CHUNK_BYTES;
      yield chunk.data.subarray(Math.max(0, start - offset), end - offset + 1);
    }
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
  }

  async list(prefix: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(sql`starts_with(${storedFiles.key}, ${prefix})`)
      .orderBy(storedFiles.key);
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  }

  async sweep(before: Date): Promise<number> {
    const removed = await this.db
      .delete(storedFiles)
      .where(and(isNull(storedFiles.key), lt(storedFiles.createdAt, before)))
      .returning({ id: storedFiles.id });
    return removed.length;
  }
}
