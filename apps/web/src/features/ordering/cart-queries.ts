import { cartCalls, type Cart } from '@kaista/domain/ordering';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { useCompanyId } from '../../lib/routing/company-id';
import { useSessionUser } from '../../lib/session/use-session-user';
import { orderingKeys } from './ordering-keys';

/** The company and the signed-in user the cart calls are made for (§5: cart operations need both). */
export function useCartOwner() {
  const id = useCompanyId();
  const { user } = useSessionUser();
  return { id, uid: user.uid };
}

/**
 * §4: the user's B2B cart in this company (the active one, else the first), or null when there is none. The
 * key holds the company, so a company change starts from that company's cart.
 */
export function useCart() {
  const owner = useCartOwner();
  const summary = useQuery({
    queryKey: orderingKeys.summary(owner.id, owner.uid),
    queryFn: ({ signal }) => queryApi(cartCalls.summary, { params: owner }, signal),
  });
  const code = summary.data?.code ?? '';
  const cart = useQuery({
    queryKey: orderingKeys.cart(owner.id, code),
    queryFn: ({ signal }) => queryApi(cartCalls.get, { params: { ...owner, cart: code } }, signal),
    enabled: code !== '',
  });
  return {
    isPending: summary.isPending || (code !== '' && cart.isPending),
    cart: code ? (cart.data ?? null) : null,
  };
}

/**
 * The payers and cost centres the cart's payer is chosen from, through the cart (by name and number), so an
 * orderer without the payers' own read right (§6 'payers') still picks one.
 */
export const payerChoicesQuery = (owner: { id: string; uid: string }, code: string) =>
  queryOptions({
    queryKey: [...orderingKeys.cart(owner.id, code), 'payers'] as const,
    queryFn: ({ signal }) => queryApi(cartCalls.payerChoices, { params: { ...owner, cart: code } }, signal),
  });

/** The change-impact preview of the cart as it is now (its version in the key: every write shows anew). */
export const changeImpactQuery = (owner: { id: string; uid: string }, cart: Cart) =>
  queryOptions({
    queryKey: [...orderingKeys.cart(owner.id, cart.code), 'impact', cart.version] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.changeImpact, { params: { ...owner, cart: cart.code } }, signal),
  });

/** §7 POST /availability/orders: whether each line of the cart can be ordered now, read anew per version. */
export const orderAvailabilityQuery = (owner: { id: string; uid: string }, cart: Cart | null) =>
  queryOptions({
    queryKey: [
      ...orderingKeys.company(owner.id),
      'availability',
      cart?.code ?? '',
      cart?.version ?? 0,
    ] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.orderAvailability, { params: owner, body: { cartId: cart!.code } }, signal),
    enabled: !!cart && cart.lines.length > 0,
  });

/**
 * §7 analytics events: reports once per cart that the user saw a step (the cart: view cart; the details:
 * begin checkout) to the portal's own analytics integration. Silent: an event lost is no error of the user's.
 */
export function useAnalyticsEvent(event: 'view_cart' | 'begin_checkout', cartCode: string | undefined) {
  const owner = useCartOwner();
  useEffect(() => {
    if (!cartCode) return;
    void sendApi(
      cartCalls.analyticsEvent,
      { params: { ...owner, cart: cartCode }, body: { event } },
      { silent: true },
    ).catch(() => undefined);
    // Once per cart and step: the owner's identity does not change while the step is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, cartCode]);
}
