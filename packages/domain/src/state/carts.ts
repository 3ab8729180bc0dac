/** §3 cart summary fields the §4 cart rules read. */
export type CartSummaryEntry = { code: string; channel: string; active: boolean; orderType?: string | null };

/** §4: besides new orders, only carts of the external-action order type belong to the B2B ordering flow. */
export const EXTERNAL_ACTION_ORDER_TYPE = 'EXTERNAL_ACTION';

/** §4: a cart counts if it is in the B2B channel with no order type or the external-action type. */
export function isCountedCart(cart: CartSummaryEntry): boolean {
  return cart.channel === 'B2B' && (!cart.orderType || cart.orderType === EXTERNAL_ACTION_ORDER_TYPE);
}

/** §4: the current cart: the active counted one, else the first counted one, else none. */
export function pickCurrentCart<T extends CartSummaryEntry>(carts: readonly T[]): T | null {
  const counted = carts.filter(isCountedCart);
  return counted.find((cart) => cart.active) ?? counted[0] ?? null;
}

/** §2 badge: services show 1 while a cart is active. */
export function servicesBadgeCount(cart: Pick<CartSummaryEntry, 'active'> | null | undefined): number {
  return cart?.active ? 1 : 0;
}

/** §5, §8 cart error texts. */
export const CART_ERRORS = {
  invalidState: 'Invalid cart state',
  invalidCartCode: 'Invalid cart code.',
  missingMainProduct: 'Selected subscription is missing main product information and cannot be added to cart',
} as const;

export type CartContext = {
  companyId?: string | null;
  userUid?: string | null;
  cartCode?: string | null;
  bundleInfoLoaded?: boolean;
};

/** §5: cart operations need a company id and a user uid. */
export function canOperateOnCart(context: CartContext): boolean {
  return !!context.companyId && !!context.userUid;
}

/** §5: submit needs company, user, cart code and loaded bundle info, else 'Invalid cart state'. */
export function cartSubmitError(context: CartContext): string | null {
  const ready = canOperateOnCart(context) && !!context.cartCode && context.bundleInfoLoaded === true;
  return ready ? null : CART_ERRORS.invalidState;
}

/** §5: order creation is blocked if any sales-ban pre-order check action is not overall SUCCESS. */
export function isSalesBanned(actions: readonly { overallStatus: string }[]): boolean {
  return actions.some((action) => action.overallStatus !== 'SUCCESS');
}
