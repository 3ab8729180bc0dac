import type { CartChannel } from './order-categories';

/** The order type of a cart opened for an external action (§4: such carts still count as the B2B cart). */
export const EXTERNAL_ACTION = 'EXTERNAL_ACTION';

export type CartHeader = { code: string; channel: CartChannel; active: boolean; orderType: string | null };

/**
 * §4 cart lifecycle: only carts with no order type or of type external action in the B2B channel count;
 * the active one is preferred, else the first.
 */
export function pickB2bCart<C extends CartHeader>(carts: readonly C[]): C | null {
  const counted = carts.filter(
    (cart) => cart.channel === 'B2B' && (cart.orderType === null || cart.orderType === EXTERNAL_ACTION),
  );
  return counted.find((cart) => cart.active) ?? counted[0] ?? null;
}

/**
 * The credit check integration's built-in rule: an order whose commitment (one-off costs plus recurring
 * prices over their term, or COMMITMENT_MONTHS) exceeds the company's credit limit needs a manual check
 * before it is fulfilled (§4 submit: the persistent credit-check warning).
 */
export const DEFAULT_CREDIT_LIMIT_CENTS = 1_000_000;
export const requiresManualCheck = (commitmentCents: number, creditLimitCents: number): boolean =>
  commitmentCents > creditLimitCents;
