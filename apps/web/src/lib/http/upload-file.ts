import { showStatusNotice, showTransportNotice } from './error-notice';
import { API_ROOT } from './api-client';
import { httpErrorOf } from './http-error';
import { currentLanguage } from '../i18n/language';

/**
 * Uploads one file as multipart/form-data (one `file` part) to a path under the API root. XMLHttpRequest rather
 * than fetch because only it reports upload progress in every browser (DESIGN.md §6: long work shows progress).
 * Errors show the §8 notices, as every other call does.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}${path}`);
    request.setRequestHeader('X-Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as T);
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
