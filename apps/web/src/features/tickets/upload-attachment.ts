import type { TicketAttachment } from '@kaista/domain';
import { API_ROOT } from '../../lib/http/api-client';
import { showStatusNotice, showTransportNotice } from '../../lib/http/error-notice';
import { httpErrorOf } from '../../lib/http/http-error';
import { currentLanguage } from '../../lib/i18n/language';
import { ticketPath } from './tickets-queries';

/**
 * Uploads one attachment as multipart/form-data. XMLHttpRequest rather than fetch because only it reports
 * upload progress in every browser (DESIGN.md §6: long work shows progress). Errors show the §8 notices.
 */
export function uploadAttachment(
  companyId: string,
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TicketAttachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}${ticketPath(companyId, ticketId)}/attachments`);
    request.setRequestHeader('X-Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as TicketAttachment);
        return;
      }
      showStatusNotice(request.status);
      reject(httpErrorOf(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => {
      showTransportNotice();
      reject(new Error('Upload failed'));
    };
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
