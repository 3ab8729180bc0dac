import type { ApiCall, CallAnswer, CallInput } from '@kaista/domain/shared/api';
import { checkedAnswer, type OptionsOf } from '../api/call-api';
import { callUrl } from '../api/call-url';
import { isToldByCaller, showErrorNotice, showTransportNotice, type CallerTells } from './error-notice';
import { httpErrorOf } from './http-error';
import { currentLanguage } from '../i18n/language';

/**
 * How an upload is sent and which of its failures its page tells itself, as the API client's options; a
 * transport failure and any answer the page does not claim keep their notice.
 */
export interface UploadOptions extends CallerTells {
  signal?: AbortSignal;
  /** For a new version of a versioned object: the ETag it was read with (412 when it changed meanwhile). */
  ifMatch?: string;
  /** Opts out of the §8 notices; the error is still thrown. */
  silent?: boolean;
}

/**
 * Uploads one file as multipart/form-data (one `file` part) to a contract call that takes one. XMLHttpRequest rather
 * than fetch because only it reports upload progress in every browser (DESIGN.md §6: long work shows progress).
 * Errors show the §8 notices, as every other call does, unless the caller tells them itself (`options`).
 */
export function uploadFile<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  file: File,
  onProgress: (fraction: number) => void,
  options: OptionsOf<C, UploadOptions> = {},
): Promise<CallAnswer<C>> {
  const { signal, ifMatch } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, callUrl(call, input));
    request.setRequestHeader('X-Accept-Language', currentLanguage());
    if (ifMatch) request.setRequestHeader('If-Match', ifMatch);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(checkedAnswer(call, JSON.parse(request.responseText)));
        return;
      }
      const error = httpErrorOf(request.status, request.statusText, request.responseText);
      if (!options.silent && !isToldByCaller(error, options)) showErrorNotice(error);
      reject(error);
    };
    request.onerror = () => {
      if (!options.silent) showTransportNotice();
      reject(new Error('Upload failed'));
    };
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
