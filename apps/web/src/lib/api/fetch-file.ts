import type { ApiCall, CallInput } from '@kaista/domain/shared/api';
import { toHttpError } from '../http/http-error';
import { currentLanguage } from '../i18n/language';
import { callUrl } from './call-url';

/**
 * A contract call that answers a file (a CSV export, or a PDF made of a form's body), in the user's language,
 * as a Blob to save.
 */
export async function fetchFile<C extends ApiCall>(call: C, input: CallInput<C>): Promise<Blob> {
  const body = (input as { body?: unknown }).body;
  const response = await fetch(callUrl(call, input), {
    method: call.method,
    headers: {
      'X-Accept-Language': currentLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toHttpError(response);
  return response.blob();
}
