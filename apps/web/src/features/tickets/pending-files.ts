import { DOCUMENT_FILE_TYPES, documentFileType } from '@kaista/domain/shared/enums';
import { TICKET_LIMITS } from '@kaista/domain/tickets';
import type { UploadRules } from '../../lib/forms/use-uploads';

export const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export const ATTACHMENT_RULES: UploadRules = {
  refuse: (file) => {
    if (!documentFileType(file.name)) return 'tickets.attachments.wrong-type';
    if (file.size > TICKET_LIMITS.attachmentMaxBytes) return 'tickets.attachments.too-large';
    return undefined;
  },
  failure: (status) => {
    if (status === 413) return 'tickets.attachments.too-large';
    if (status === 415) return 'tickets.attachments.wrong-type';
    return 'tickets.attachments.failed';
  },
};
