import type { ApiCall, CallAnswer, CallInput } from '@kaista/domain/shared/api';
import { apiRequest } from '../http/api-client';
import type { CallerTells } from '../http/error-notice';
import { newIdempotencyKey } from './idempotency-key';
import { callUrl } from './call-url';
import { type AnyCall, contractOf } from './routed-call';

/**
 * What the caller's page tells itself shows no notice (`CallerTells`). A write (sendApi) tells field errors on
 * its fields unless it says `tellsFieldErrors: false` (a button whose page shows no fields).
 */
export interface CallOptions extends CallerTells {
  /** The caller's own abort signal; without one the call belongs to the current page (§7). */
  signal?: AbortSignal;
  /** Opts out of the §8 notices; the error is still thrown. */
  silent?: boolean;
  /** For an update of a versioned object: the ETag it was read with (412 when it changed meanwhile). */
  ifMatch?: string;
  /**
   * For an idempotent call: the key of this submission. sendApi makes one per call; a page passes its own only
   * to send a submission again after the user's 'try again'.
   */
  idempotencyKey?: string;
}

/**
 * The options of one call: `ifMatch` only for a call its contract declares versioned, the only calls whose
 * server reads the header, so a condition that would be ignored cannot be written.
 */
export type OptionsOf<C extends ApiCall, O extends { ifMatch?: string }> = C extends { versioned: true }
  ? O
  : O & { ifMatch?: never };

/**
 * Development builds and tests check every answer against the contract, so a server or a test mock that
 * breaks it fails where it happens; production builds trust the server and skip the work.
 */
export function checkedAnswer<C extends ApiCall>(call: C, body: unknown): CallAnswer<C> {
  if (import.meta.env.DEV && call.response && body !== undefined) {
    const result = call.response.safeParse(body);
    if (!result.success) {
      throw new Error(`${call.method} ${call.path} answered outside its contract: ${result.error.message}`);
    }
  }
  return body as CallAnswer<C>;
}

/**
 * Makes a contract call. Resolves with nothing for an aborted call and for an uncached 304, as the
 * transport does; a 204 call resolves with null.
 */
export async function callApi<C extends ApiCall>(
  call: AnyCall<C>,
  input: CallInput<C>,
  options: OptionsOf<C, CallOptions> = {},
): Promise<CallAnswer<C> | undefined> {
  const body = await apiRequest(callUrl(call, input), {
    method: call.method,
    body: (input as { body?: unknown }).body,
    ...('language' in call && call.language ? { language: call.language } : {}),
    ...options,
  });
  if (body === undefined && call.status === 204) return null as CallAnswer<C>;
  if (body === undefined) return undefined;
  return import.meta.env.DEV ? checkedAnswer(await contractOf(call), body) : (body as CallAnswer<C>);
}

/** A contract call for TanStack Query, which discards an aborted query: no answer is an error there. */
export async function queryApi<C extends ApiCall>(
  call: AnyCall<C>,
  input: CallInput<C>,
  signal: AbortSignal,
  options: Pick<CallOptions, 'silent' | 'tells'> = {},
): Promise<CallAnswer<C>> {
  const body = await callApi(call, input, { ...options, signal });
  if (body === undefined) throw new Error(`No content from ${call.method} ${call.path}`);
  return body;
}

/**
 * A mutation's call: it runs to its end even when the page is left, and must answer. An idempotent call is
 * one submission under one key, which the transport keeps when it sends the submission again. Its form tells
 * an answer's field errors on its fields (`tellsFieldErrors`, unless the caller says it shows none).
 */
export async function sendApi<C extends ApiCall>(
  call: AnyCall<C>,
  input: CallInput<C>,
  options: OptionsOf<C, Omit<CallOptions, 'signal'>> = {},
): Promise<CallAnswer<C>> {
  const idempotencyKey = call.idempotent ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const signal = new AbortController().signal;
  const body = await callApi(call, input, { tellsFieldErrors: true, ...options, idempotencyKey, signal });
  if (body === undefined) throw new Error(`No content from ${call.method} ${call.path}`);
  return body;
}
