import { currentLanguage } from '../i18n/language';
import { cachedEntry, storeEntry } from './etag-cache';
import { showErrorNotice, showTransportNotice } from './error-notice';
import { HttpError, toHttpError } from './http-error';
import { pageSignal } from './page-scope';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  /** The caller's own abort signal; without one the call belongs to the current page (§7). */
  signal?: AbortSignal;
  /** Opts out of the §8 notices; the error is still thrown. */
  silent?: boolean;
  /** The ETag of the object as it was read: the server answers 412 when it changed meanwhile. */
  ifMatch?: string;
  /** A call whose language is fixed by the spec rather than the user's (§7 partner shop). */
  language?: string;
};

function headersFor(method: HttpMethod, url: string, language: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Accept-Language': language });
  // A JSON content type with an empty body is a malformed request to the server.
  if (hasBody) headers.set('Content-Type', 'application/json');
  const cached = method === 'GET' ? cachedEntry(url, language) : undefined;
  if (cached) headers.set('If-None-Match', cached.etag);
  return headers;
}

function withIfMatch(headers: Headers, ifMatch: string | undefined): Headers {
  if (ifMatch) headers.set('If-Match', ifMatch);
  return headers;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * §7/§8 transport under the typed client (`lib/api`): JSON in and out, X-Accept-Language, ETag revalidation
 * for GET. Resolves with nothing for 204, for an uncached 304 and for an aborted call; other failures show
 * their notice and throw an HttpError.
 */
export async function apiRequest(url: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const language = options.language ?? currentLanguage();
  const signal = options.signal ?? pageSignal();
  try {
    const response = await fetch(url, {
      method,
      headers: withIfMatch(headersFor(method, url, language, options.body !== undefined), options.ifMatch),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
    return await readResponse(response, { method, url, language, silent: options.silent ?? false });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isAbort(error, signal)) return undefined;
    if (!options.silent) showTransportNotice();
    throw error;
  }
}

async function readResponse(
  response: Response,
  call: { method: HttpMethod; url: string; language: string; silent: boolean },
): Promise<unknown> {
  if (response.status === 304) return cachedEntry(call.url, call.language)?.body;
  // A HEAD answers by its status alone (§5 user existence).
  if (response.status === 204 || (call.method === 'HEAD' && response.ok)) return undefined;
  if (!response.ok) {
    const error = await toHttpError(response);
    if (!call.silent) showErrorNotice(error);
    throw error;
  }
  const body: unknown = await response.json();
  if (call.method === 'GET') storeEntry(call.url, call.language, response.headers.get('ETag'), body);
  return body;
}
