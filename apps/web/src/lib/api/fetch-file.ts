import type { ApiCall, CallInput } from '@kaista/domain/shared/api';
import { toHttpError } from '../http/http-error';
import { currentLanguage } from '../i18n/language';
import { callUrl } from './call-url';

/** A contract call that answers a file (a CSV export), in the user's language, as a Blob to save. */
export async function fetchFile<C extends ApiCall>(call: C, input: CallInput<C>): Promise<Blob> {
  const response = await fetch(callUrl(call, input), {
    headers: { 'X-Accept-Language': currentLanguage() },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toHttpError(response);
  return response.blob();
}
