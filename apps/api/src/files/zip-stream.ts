import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip archive: its name and its bytes, which may arrive a piece at a time. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<Buffer> | Iterable<Buffer>;
}

/** What the archive's directory at its end needs of each entry, known only once its bytes are written. */
interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** Bit 3: sizes and CRC follow the data (a data descriptor); bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATED = 8;
/** Version 2.0 of the format: deflate, folders, data descriptors (no Zip64). */
const VERSION = 20;
const MAX_32 = 0xffffffff;

/** The time as MS-DOS writes it in a zip (two-second steps, from 1980). */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function localHeader(name: Buffer, at: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATED, 8);
  header.writeUInt16LE(at.time, 10);
  header.writeUInt16LE(at.date, 12);
  // CRC and sizes (14–25) are zero here: they follow the data in its descriptor.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, at: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATED, 10);
  header.writeUInt16LE(at.time, 12);
  header.writeUInt16LE(at.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk, attributes: none (30–41).
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * An entry's bytes deflated (node:zlib), handed on as soon as the compressor has them: each piece of the
 * content is written and waited for before the next is read, so that no more than one piece and its
 * compressed output is held however large the entry grows.
 */
async function* deflated(
  content: AsyncIterable<Buffer> | Iterable<Buffer>,
  entry: Written,
  level: number,
): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw({ level });
  const ready: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => ready.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  ended.catch(() => undefined);
  const taken = () => {
    const chunks = ready.splice(0);
    for (const chunk of chunks) entry.compressed += chunk.length;
    return chunks;
  };
  try {
    for await (const piece of content) {
      if (piece.length === 0) continue;
      entry.crc = crc32(piece, entry.crc);
      entry.size += piece.length;
      await new Promise<void>((resolve, reject) =>
        deflate.write(piece, (error) => (error ? reject(error) : resolve())),
      );
      yield* taken();
    }
    deflate.end();
    await ended;
    yield* taken();
  } finally {
    deflate.destroy();
  }
}

/**
 * Entries as a zip archive, written front to back without seeking (each entry's CRC and sizes follow its
 * data in a descriptor, and the directory comes last), so the archive can be sent while its entries are
 * still being made. Without Zip64: an entry or the archive over 4 GB is refused rather than written wrong.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry>,
  { level = 6, now = new Date() }: { level?: number; now?: Date } = {},
): AsyncGenerator<Buffer> {
  const at = dosTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), offset, crc: 0, size: 0, compressed: 0 };
    const header = localHeader(entry.name, at);
    offset += header.length;
    yield header;
    for await (const chunk of deflated(content, entry, level)) yield chunk;
    if (entry.size > MAX_32 || offset + entry.compressed > MAX_32)
      throw new Error(`zip entry ${name} is over 4 GB (Zip64 is not written)`);
    offset += entry.compressed;
    const descriptor = dataDescriptor(entry);
    offset += descriptor.length;
    yield descriptor;
    written.push(entry);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, at)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}
