/**
 * A new Idempotency-Key: 128 random bits in hex. getRandomValues, unlike randomUUID, also works on a page
 * that is not a secure context (a plain-HTTP test host).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
