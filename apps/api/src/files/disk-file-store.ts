import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, isFileKey, type ByteRange, type FileSource, type FileStore } from './file-store';

/** Files under one directory (with the embedded database, under DATA_DIR), one file per key. */
/** The ending of a file being written, which no key can have. */
const PART = '.part';

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async write(key: string, source: FileSource): Promise<number> {
    const target = path.join(this.root, checkedKey(key));
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target under a name no key can have, then renamed: a reader sees all or nothing.
    const partial = `${target}.${randomBytes(6).toString('hex')}${PART}`;
    let size = 0;
    try {
      await pipeline(
        Readable.from(source, { objectMode: false }),
        async function* count(chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
      );
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = path.join(this.root, checkedKey(key));
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return createReadStream(file, range);
  }

  async remove(key: string): Promise<void> {
    await rm(path.join(this.root, checkedKey(key)), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .filter((key) => key.startsWith(prefix) && isFileKey(key))
      .sort();
  }

  async sweep(before: Date): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith(PART))) {
      const file = path.join(entry.parentPath, entry.name);
      const found = await stat(file).catch(() => null);
      if (found && found.mtime < before) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
