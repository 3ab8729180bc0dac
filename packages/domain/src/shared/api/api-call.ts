import type { z } from 'zod';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One §7 call, written once: the server registers its route from it and the web client builds the URL and
 * checks the answer from it, so the two cannot drift apart.
 */
export interface ApiCall {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/businesses/:id/tickets`; every `:name` is a key of `params`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success status, 200 unless said. */
  readonly status?: 200 | 201 | 204;
  /** The success answer; null for a call that answers a file rather than JSON. */
  readonly response: z.ZodType | null;
  /** A call made in one language whatever the user's (§7: the partner shop's calls are in Finnish). */
  readonly language?: 'fi';
  /**
   * A write a retry must not repeat: the server runs it once per `Idempotency-Key` and caller and replays
   * the first answer to a repeat; the web client sends one key per submission, kept across its retries.
   */
  readonly idempotent?: true;
  /**
   * A write of a versioned object: the caller may send the ETag it read as `If-Match` and is answered 412 when
   * the object changed meanwhile. Without the header the write is made (a caller that never read it is not
   * refused); only these calls read the header.
   */
  readonly versioned?: true;
  /** A call answered without a session (the environment a login page needs); without one, others answer 401. */
  readonly anonymous?: true;
  /** The call's name, `<area>.<key>`, given by `namedCalls`: its operation id in the OpenAPI document. */
  readonly operationId?: string;
}

/** Keeps the literal types of a call (method, path, schemas) for the typed server routes and web client. */
export const defineCall = <const C extends ApiCall>(call: C): C => call;

interface CallGroup {
  readonly [key: string]: ApiCall | CallGroup;
}

const isCall = (entry: ApiCall | CallGroup): entry is ApiCall => 'method' in entry && 'path' in entry;

function nameEach(prefix: string, group: CallGroup): CallGroup {
  return Object.fromEntries(
    Object.entries(group).map(([key, entry]) => [
      key,
      isCall(entry) ? { ...entry, operationId: `${prefix}.${key}` } : nameEach(`${prefix}.${key}`, entry),
    ]),
  );
}

/**
 * An area's calls, each named by the key the code calls it by (`ticket.create`, `group.permission.update`), so
 * that the OpenAPI document's operation ids are the names in the code.
 */
export const namedCalls = <const T extends CallGroup>(area: string, calls: T): T =>
  nameEach(area, calls) as T;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

type QueryOf<S> = S extends z.ZodType ? z.input<S> | z.output<S> : undefined;

/**
 * What a caller passes: path parameters and body as the schema accepts them; the query also as the schema
 * gives it back, so a list's parsed state (arrays, numbers) is sent as it is.
 */
export type CallInput<C extends ApiCall> = {
  [K in 'params' | 'body' as C[K] extends z.ZodType ? K : never]: InputOf<C[K]>;
} & { [K in 'query' as C[K] extends z.ZodType ? K : never]: QueryOf<C[K]> };

/** The success answer, as the schema describes it. */
export type CallAnswer<C extends ApiCall> = C['response'] extends z.ZodType ? z.output<C['response']> : never;
