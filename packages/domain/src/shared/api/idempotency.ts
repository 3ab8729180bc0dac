/**
 * DESIGN.md §4: a write a retry must never repeat (an order's submit, a ticket) takes an `Idempotency-Key`.
 * The server runs it once per key and caller, and answers a repeat with the first answer.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  /** Marks an answer that is the stored answer of the key's first request, not a new execution. */
  replayedHeader: 'Idempotent-Replayed',
  /** How long a key is remembered; the cleanup job removes it after that. */
  lifetimeMs: 24 * 60 * 60_000,
} as const;

/** Letters, digits and `-_.:`, 8 to 128 of them: a UUID fits, and no key can smuggle anything into a header. */
const KEY = /^[\w.:-]{8,128}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY.test(key);
}
