import type { Readable } from 'node:stream';
import { badRequest } from '../http-errors';
import type { UploadStore } from './upload-store';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NOT_A_BASE_NAME = /[/\\]|^\.\.?$/;

/** A file as the client sent it: its name, declared type and content, not yet read. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Readable & { truncated?: boolean };
}

/** The file stored under the name it was sent with, cut to the 255 characters a name may have. */
export async function receiveFile(store: UploadStore, file: UploadedFile) {
  const fileName = file.fileName.slice(0, 255);
  // A NUL (which the database cannot store), another control character (CR/LF would forge headers) or a
  // path is no name a person gave; browsers send only the base name.
  if (CONTROL_CHARACTER.test(fileName) || NOT_A_BASE_NAME.test(fileName)) {
    file.content.resume();
    throw badRequest('The file name contains control characters or a path.');
  }
  const stored = await store.save(fileName, file.contentType, file.content);
  return { fileName, stored };
}

/** The stored file's row written, or the file removed again: nothing could ever serve or remove a file without its row. */
export async function removingFileOnFailure<Row>(
  store: UploadStore,
  storageName: string,
  write: Promise<Row>,
): Promise<Row> {
  try {
    return await write;
  } catch (error) {
    await store.remove(storageName);
    throw error;
  }
}
