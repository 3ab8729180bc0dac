import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (as `fs.createReadStream` counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a file is written from: an upload's stream, or pieces already at hand. */
export type FileSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/**
 * Where every area keeps files (ticket attachments, later documents and generated PDFs): PostgreSQL when
 * the portal runs on it, so that any instance serves what another stored, or a directory beside the
 * embedded database. Files stream in and out; none is ever held whole in memory.
 */
export interface FileStore {
  /** Streams `source` in under `key`, replacing what was there; returns its size. A failed write leaves nothing. */
  write(key: string, source: FileSource): Promise<number>;
  /** The file, or a range of it, as a stream; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** The keys that start with `prefix`, for operators and tests that count what is kept. */
  list(prefix: string): Promise<string[]>;
  /** Removes what writes cut short (a crash mid-upload) left before `before`; returns how many. */
  sweep(before: Date): Promise<number>;
}

/** Keys are made by the portal, never by a caller: lower-case words joined by `/`, so no path can escape. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}
