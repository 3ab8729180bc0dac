import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { documentFileType } from '@kaista/domain/shared/enums';
import { FIELD_ERROR_KEYS } from '@kaista/domain/shared/validation';
import type { FileStore } from './file-store';
import { badRequest, HttpError, notFound } from '../http-errors';
import {
  CONTENT_TYPES,
  contentMatchesType,
  declaredTypeFits,
  isBinaryType,
  isZipType,
  MarkupScanner,
} from './file-sniffing';
import { zipDocumentIsSafe } from './zip-inspection';

const HEAD_BYTES = 4096;

export interface StoredFile {
  storageName: string;
  contentType: string;
  sizeBytes: number;
}

const unsupported = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The file type is not accepted or does not match its content.',
  );
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large.');
const empty = () => badRequest('The file is empty.', { file: FIELD_ERROR_KEYS.emptyFile });

/**
 * Uploaded files (ticket attachments, documents) in the portal's file store, each under the area's folder
 * (`tickets`, `documents`) and a random name, so that neither a file name nor a path from the caller ever
 * reaches the store.
 */
export class UploadStore {
  constructor(
    private readonly files: FileStore,
    private readonly area: string,
  ) {}

  /**
   * Streams an upload into the store, refusing it the moment it passes the size limit; then checks the
   * content against the extension and the declared type: no page, script or zip bomb dressed as a document.
   */
  async save(
    fileName: string,
    declaredType: string,
    stream: Readable & { truncated?: boolean },
  ): Promise<StoredFile> {
    const type = documentFileType(fileName);
    if (!type || !declaredTypeFits(type, declaredType)) {
      stream.resume();
      throw unsupported();
    }
    // Multipart ends a file stream only where its part ends; without this, a huge upload is read to the end.
    stream.once('limit', () => stream.destroy(tooLarge()));
    const markup = new MarkupScanner();
    const storageName = randomBytes(16).toString('hex');
    const key = this.keyOf(storageName);
    let head = Buffer.alloc(0);
    try {
      const sizeBytes = await this.files.write(
        key,
        (async function* measure() {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            markup.push(chunk);
            yield chunk;
          }
        })(),
      );
      if (stream.truncated) throw tooLarge();
      if (sizeBytes === 0) throw empty();
      if (!contentMatchesType(type, head)) throw unsupported();
      if (isBinaryType(type) && markup.found) throw unsupported();
      if (isZipType(type) && !(await zipDocumentIsSafe(this.bytesOf(key), sizeBytes, type)))
        throw unsupported();
      return { storageName, contentType: CONTENT_TYPES[type], sizeBytes };
    } catch (error) {
      // A refused or interrupted upload leaves nothing behind in the store.
      await this.files.remove(key);
      throw error;
    }
  }

  async remove(storageName: string): Promise<void> {
    await this.files.remove(this.keyOf(storageName));
  }

  async open(storageName: string): Promise<Readable> {
    const file = await this.files.read(this.keyOf(storageName));
    if (!file) throw notFound('File');
    return file;
  }

  /** The store's key of a stored name; the same for the seed, which writes files the way uploads do. */
  keyOf(storageName: string): string {
    return `${this.area}/${storageName}`;
  }

  private bytesOf(key: string) {
    return async (start: number, length: number): Promise<Buffer> => {
      if (length <= 0) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      const range = await this.files.read(key, { start, end: start + length - 1 });
      for await (const part of range ?? []) parts.push(part as Buffer);
      return Buffer.concat(parts);
    };
  }
}
