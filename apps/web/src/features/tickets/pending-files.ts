import { DOCUMENT_FILE_TYPES, documentFileType } from '@kaista/domain/shared/enums';
import { FIELD_ERROR_KEYS, fileNameIssue } from '@kaista/domain/shared/validation';
import { TICKET_LIMITS, ticketCalls } from '@kaista/domain/tickets';
import type { UploadRules } from '../../lib/forms/use-uploads';
import { uploadFile } from '../../lib/http/upload-file';

export const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** The server's refusals (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE) that the file says in its own words. */
const TOLD_AT_FILE: Partial<Record<number, string>> = {
  413: 'tickets.attachments.too-large',
  415: 'tickets.attachments.wrong-type',
};

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export const ATTACHMENT_RULES: UploadRules = {
  refuse: (file) => {
    if (fileNameIssue(file.name)) return fileNameIssue(file.name);
    if (!documentFileType(file.name)) return 'tickets.attachments.wrong-type';
    if (file.size === 0) return FIELD_ERROR_KEYS.emptyFile;
    if (file.size > TICKET_LIMITS.attachmentMaxBytes) return 'tickets.attachments.too-large';
    return undefined;
  },
  failure: (status) =>
    (status === undefined ? undefined : TOLD_AT_FILE[status]) ?? 'tickets.attachments.failed',
};

/**
 * Uploads one file to a ticket. A refusal the file words itself shows no notice beside its own text, while one
 * it only calls 'failed' (a server fault, a lost session) keeps its notice. The new-ticket page hands the words
 * of the files it could not attach on to the ticket's page.
 */
export const uploadTicketAttachment =
  (companyId: string, ticketId: string) => (file: File, onProgress: (fraction: number) => void) =>
    uploadFile(ticketCalls.uploadAttachment, { params: { id: companyId, ticketId } }, file, onProgress, {
      tells: (error) => TOLD_AT_FILE[error.status] !== undefined,
    });
