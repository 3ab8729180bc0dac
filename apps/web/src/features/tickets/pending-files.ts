import { DOCUMENT_FILE_TYPES, documentFileType, TICKET_LIMITS } from '@kaista/domain';

export interface PendingFile {
  key: string;
  file: File;
  /** 0–1 while uploading, 1 when done, null before the upload starts. */
  progress: number | null;
  /** A translation key when the file cannot be sent or its upload failed. */
  error?: string;
}

export const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export function toPendingFile(file: File, index: number): PendingFile {
  const key = `${file.name}-${file.size}-${file.lastModified}-${index}`;
  if (!documentFileType(file.name))
    return { key, file, progress: null, error: 'tickets.attachments.wrong-type' };
  if (file.size > TICKET_LIMITS.attachmentMaxBytes)
    return { key, file, progress: null, error: 'tickets.attachments.too-large' };
  return { key, file, progress: null };
}

export function uploadErrorKey(status: number | undefined): string {
  if (status === 413) return 'tickets.attachments.too-large';
  if (status === 415) return 'tickets.attachments.wrong-type';
  return 'tickets.attachments.failed';
}
