import type { Cart } from '@kaista/domain/ordering';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import { HttpError } from '../../lib/http/http-error';

/**
 * One decision to order one version of the cart, under one Idempotency-Key (DESIGN.md §4): the server answers
 * every send under the key with the first send's answer, so sending it again can never order twice.
 */
export type SubmitIntent = { cart: Cart; idempotencyKey: string };

export const isSameCart = (cart: Cart | null, other: Cart | null) =>
  cart !== null && other !== null && cart.code === other.code && cart.version === other.version;

/** A changed cart is another order, so it gets a key of its own; the same cart keeps the earlier key. */
export function intentFor(cart: Cart, earlier: SubmitIntent | null): SubmitIntent {
  return earlier && isSameCart(earlier.cart, cart) ? earlier : { cart, idempotencyKey: newIdempotencyKey() };
}

/**
 * Whether a failed submit may have ordered all the same: no answer came (the transport's own resends under the
 * key gave up), the server failed (5xx), or the first send was still running. A 4xx is a refusal: no order.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!(error instanceof HttpError)) return false;
  return error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
}
