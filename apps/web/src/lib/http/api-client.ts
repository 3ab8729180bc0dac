import { IDEMPOTENCY } from '@kaista/domain/shared/api';
import { currentLanguage } from '../i18n/language';
import { cachedEntry, storeEntry } from './etag-cache';
import { isToldByCaller, showErrorNotice, showTransportNotice, type CallerTells } from './error-notice';
import { HttpError, toHttpError } from './http-error';
import { pageSignal } from './page-scope';
import { sendOnce } from './shared-writes';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the caller's page tells itself (`CallerTells`) shows no notice. */
export type RequestOptions = CallerTells & {
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
  /** One submission of an idempotent write (DESIGN.md §4): sent again under this key when its answer is lost. */
  idempotencyKey?: string;
};

/** The pauses before each resend of an idempotent write whose answer was lost. */
const RESEND_PAUSES_MS = [500, 1500, 3000];
/** The balancer's answers while an instance restarts, and the server's 'the first try is still running'. */
const LOST_ANSWER_STATUSES = new Set([502, 503, 504]);

function headersFor(method: HttpMethod, url: string, language: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Accept-Language': language });
  // A JSON content type with an empty body is a malformed request to the server.
  if (hasBody) headers.set('Content-Type', 'application/json');
  const cached = method === 'GET' ? cachedEntry(url, language) : undefined;
  if (cached) headers.set('If-None-Match', cached.etag);
  return headers;
}

function withConditions(headers: Headers, { ifMatch, idempotencyKey }: RequestOptions): Headers {
  if (ifMatch) headers.set('If-Match', ifMatch);
  if (idempotencyKey) headers.set(IDEMPOTENCY.header, idempotencyKey);
  return headers;
}

/** Whether a failed try of an idempotent write may be sent again: the server will not run it twice. */
function isLostAnswer(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return LOST_ANSWER_STATUSES.has(error.status) || error.code === 'IDEMPOTENCY_KEY_IN_USE';
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * §7/§8 transport under the typed client (`lib/api`): JSON in and out, X-Accept-Language, ETag revalidation
 * for GET. Resolves with nothing for 204, for an uncached 304 and for an aborted call; other failures show
 * their notice (unless the caller tells them itself: `CallerTells`) and throw an HttpError.
 * A write under an idempotency key whose answer was lost (no answer, a restarting instance) is sent again under
 * the same key, and only the last try's failure is shown.
 */
export function apiRequest(url: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, ifMatch } = options;
  return sendOnce({ method, url, body, ifMatch }, () => requestWithResends(url, options));
}

async function requestWithResends(url: string, options: RequestOptions): Promise<unknown> {
  const signal = options.signal ?? pageSignal();
  const pauses = options.idempotencyKey ? RESEND_PAUSES_MS : [];
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestOnce(url, options, signal);
    } catch (error) {
      if (!(error instanceof HttpError) && isAbort(error, signal)) return undefined;
      const pause = pauses[attempt];
      if (pause === undefined || !isLostAnswer(error)) {
        if (!options.silent) showFailure(error, options);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function showFailure(error: unknown, options: RequestOptions): void {
  if (!(error instanceof HttpError)) {
    if (!options.tellsNoAnswer) showTransportNotice();
  } else if (!isToldByCaller(error, options)) showErrorNotice(error);
}

async function requestOnce(url: string, options: RequestOptions, signal: AbortSignal): Promise<unknown> {
  const method = options.method ?? 'GET';
  const language = options.language ?? currentLanguage();
  const response = await fetch(url, {
    method,
    headers: withConditions(headersFor(method, url, language, options.body !== undefined), options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
    credentials: 'same-origin',
  });
  return readResponse(response, { url, method, language });
}

async function readResponse(
  response: Response,
  call: { method: HttpMethod; url: string; language: string },
): Promise<unknown> {
  if (response.status === 304) return cachedEntry(call.url, call.language)?.body;
  // A HEAD answers by its status alone (§5 user existence).
  if (response.status === 204 || (call.method === 'HEAD' && response.ok)) return undefined;
  if (!response.ok) throw await toHttpError(response);
  const body: unknown = await response.json();
  if (call.method === 'GET') storeEntry(call.url, call.language, response.headers.get('ETag'), body);
  return body;
}
