import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { documentFileType } from '@kaista/domain';
import { HttpError, notFound } from '../../http-errors';
import { DEMO_ATTACHMENT_PREFIX, demoAttachmentText } from '../../seed/demo-tickets';
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

/**
 * Ticket attachments on disk under the uploads directory (never under the web root), each by a random
 * name so that neither a file name nor a path from the caller ever reaches the file system.
 */
export class AttachmentStore {
  private readonly directory: string;

  constructor(uploadsDir: string) {
    this.directory = path.join(uploadsDir, 'tickets');
  }

  /**
   * Streams an upload to disk, refusing it the moment it passes the size limit; then checks the content
   * against the extension and the declared type: no page, script or zip bomb dressed as a document.
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
    await mkdir(this.directory, { recursive: true });
    const storageName = randomBytes(16).toString('hex');
    const target = path.join(this.directory, storageName);
    let head = Buffer.alloc(0);
    let sizeBytes = 0;
    try {
      await pipeline(
        stream,
        async function* measure(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            sizeBytes += chunk.length;
            markup.push(chunk);
            yield chunk;
          }
        },
        createWriteStream(target, { flags: 'wx' }),
      );
      if (stream.truncated) throw tooLarge();
      if (!contentMatchesType(type, head)) throw unsupported();
      if (isBinaryType(type) && markup.found) throw unsupported();
      if (isZipType(type) && !(await zipDocumentIsSafe(target, type))) throw unsupported();
    } catch (error) {
      // A refused or interrupted upload leaves nothing behind on disk.
      await rm(target, { force: true });
      throw error;
    }
    return { storageName, contentType: CONTENT_TYPES[type], sizeBytes };
  }

  async remove(storageName: string): Promise<void> {
    await rm(path.join(this.directory, storageName), { force: true });
  }

  async open(storageName: string, fileName: string): Promise<ReadStream> {
    const file = path.join(this.directory, storageName);
    if (!(await exists(file))) {
      if (!storageName.startsWith(DEMO_ATTACHMENT_PREFIX)) throw notFound('Attachment file');
      await mkdir(this.directory, { recursive: true });
      await writeFile(file, demoAttachmentText(fileName));
    }
    return createReadStream(file);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
