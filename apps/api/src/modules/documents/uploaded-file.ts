import type { Readable } from 'node:stream';
import type { UploadStore } from '../../files/upload-store';
import { badRequest } from '../../http-errors';

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
  // A NUL, another control character (CR/LF would forge headers) or a path is no name a person gave.
  if (CONTROL_CHARACTER.test(fileName) || NOT_A_BASE_NAME.test(fileName)) {
    file.content.resume();
    throw badRequest('The file name contains control characters or a path.');
  }
  const stored = await store.save(fileName, file.contentType, file.content);
  return { fileName, stored };
}
