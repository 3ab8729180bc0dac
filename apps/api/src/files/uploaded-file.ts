import type { Readable } from 'node:stream';
import { FIELD_ERROR_KEYS, FILE_NAME_MAX, isStorableFileName } from '@kaista/domain/shared/validation';
import { badRequest } from '../http-errors';
import type { UploadStore } from './upload-store';

/** A file as the client sent it: its name, declared type and content, not yet read. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Readable & { truncated?: boolean };
}

/** The file stored under the name it was sent with, cut to the 255 characters a name may have. */
export async function receiveFile(store: UploadStore, file: UploadedFile) {
  const fileName = file.fileName.slice(0, FILE_NAME_MAX);
  if (!isStorableFileName(fileName)) {
    file.content.resume();
    throw badRequest('The file name contains control characters or a path.', {
      file: FIELD_ERROR_KEYS.fileName,
    });
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
