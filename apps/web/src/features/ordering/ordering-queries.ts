import {
  type addBundleSchema,
  cartCalls,
  cartTemplateCalls,
  catalogueCalls,
  type Cart,
  type CharacteristicValues,
  type DeliveryInfo,
  type EndUser,
  type NumberPortInput,
  type NumberKind,
  type NumberType,
  type OrderCategory,
  type partyRoleBodySchema,
  portInPoaCalls,
} from '@kaista/domain/ordering';
import type { PoaInput, PoaResultInput } from '@kaista/domain/powers-of-attorney';
import type { z } from 'zod';
import { orderRequestCalls } from '@kaista/domain/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { useCompanyId } from '../../lib/routing/company-id';
import { useSessionUser } from '../../lib/session/use-session-user';
import { orderingKeys } from './ordering-keys';
import { isOutcomeUnknown, type SubmitIntent } from './submit-intent';

export const offeringsQuery = (companyId: string, category: OrderCategory | undefined) =>
  queryOptions({
    queryKey: [...orderingKeys.company(companyId), 'offerings', category ?? 'all'] as const,
    queryFn: ({ signal }) =>
      queryApi(catalogueCalls.offerings, { params: { id: companyId }, query: { category } }, signal),
  });

export const structureQuery = (companyId: string, templateId: string) =>
  queryOptions({
    queryKey: [...orderingKeys.company(companyId), 'structure', templateId] as const,
    queryFn: ({ signal }) =>
      queryApi(catalogueCalls.bundleStructure, { params: { id: companyId, templateId } }, signal),
    enabled: templateId !== '',
  });

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
    queryKey: orderingKeys.summary(owner.id),
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

/** §7 number availability of a kind's range (NEW: the operator's, CSN: the company's register) for `count` numbers. */
export const numberAvailabilityQuery = (
  owner: { id: string; uid: string },
  numberType: NumberType,
  kind: NumberKind,
  count = 1,
) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'numbers', numberType, kind, count] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.numberAvailability, { params: owner, query: { numberType, kind, count } }, signal),
  });

const ifMatch = (cart: Cart) => `"${cart.version}"`;

/** Every cart write: sent with the cart's version as If-Match, the answer put in the cache as the cart. */
function useCartWrite<I>(write: (owner: { id: string; uid: string }, cart: Cart, input: I) => Promise<Cart>) {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ cart, input }: { cart: Cart | null; input: I }) => {
      const current = cart ?? (await sendApi(cartCalls.create, { params: owner, query: { channel: 'B2B' } }));
      return write(owner, current, input);
    },
    onSuccess: async (cart) => {
      client.setQueryData(orderingKeys.cart(owner.id, cart.code), cart);
      await client.invalidateQueries({ queryKey: orderingKeys.summary(owner.id) });
    },
    onError: async () => {
      await client.invalidateQueries({ queryKey: orderingKeys.company(owner.id) });
    },
  });
}

/** §7 POST /bundles, as the contract reads it (the quantity and defaults have their defaults). */
type AddBundle = z.input<typeof addBundleSchema>;

/** Issue 10: the network's addresses a broadband order may be for (street from its beginning, city). */
export const broadbandAddressesQuery = (
  owner: { id: string; uid: string },
  search: { streetAddress: string; city: string } | null,
) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'broadband', 'addresses', search] as const,
    queryFn: ({ signal }) =>
      queryApi(
        cartCalls.broadbandAddresses,
        {
          params: owner,
          query: { streetAddress: search!.streetAddress, city: search!.city || undefined },
        },
        signal,
      ),
    enabled: search !== null,
  });

/** Issue 10: the products an address can have, with their speeds. */
export const broadbandOffersQuery = (owner: { id: string; uid: string }, addressId: string | null) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'broadband', 'offers', addressId] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.broadbandOffers, { params: owner, query: { addressId: addressId! } }, signal),
    enabled: addressId !== null,
  });

/**
 * The product page and the address search tell a refusal's field (productCode, addressId) and a 412 ('changed
 * meanwhile') themselves (cartRefusalKey).
 */
export const useAddBundle = () =>
  useCartWrite<AddBundle>((owner, cart, body) =>
    sendApi(
      cartCalls.addBundle,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), tellsStale: true },
    ),
  );

/** The cart page's buttons show no fields: every refusal shows its notice. */
export const useRemoveBundle = () =>
  useCartWrite<number>((owner, cart, bundleNo) =>
    sendApi(
      cartCalls.removeBundle,
      { params: { ...owner, cart: cart.code, bundleNo } },
      { ifMatch: ifMatch(cart), tellsFieldErrors: false },
    ),
  );

export const useSetQuantity = () =>
  useCartWrite<{ bundleNo: number; quantity: number }>((owner, cart, { bundleNo, quantity }) =>
    sendApi(
      cartCalls.quantity,
      { params: { ...owner, cart: cart.code, bundleNo }, body: { quantity } },
      { ifMatch: ifMatch(cart), tellsFieldErrors: false },
    ),
  );

export const useSetValues = () =>
  useCartWrite<CharacteristicValues>((owner, cart, body) =>
    sendApi(
      cartCalls.characteristics,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/**
 * The details page puts a refusal's field errors on its sections and tells a 412 as 'changed meanwhile'. It
 * sends the intent's own key, so that its 'Try again' after a lost answer is the same submit to the server.
 */
export function useSubmitOrder() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, idempotencyKey }: SubmitIntent) =>
      sendApi(
        cartCalls.submit,
        { params: owner, body: { cartId: cart.code } },
        // The page says itself that an unanswered order may have been placed, and offers to send it again.
        {
          ifMatch: ifMatch(cart),
          tellsStale: true,
          tells: isOutcomeUnknown,
          tellsNoAnswer: true,
          idempotencyKey,
        },
      ),
    onSuccess: async (result) => {
      // §4: a cart that came from an order request completed it, so the pending-approval badge refreshes.
      if (result.orderRequestNumber)
        await client.invalidateQueries({ queryKey: ORDER_REQUESTS_KEY(owner.id) });
    },
    onSettled: async (_answer, error) => {
      // Unanswered, the submit may have closed the cart, whose reads would then fail beside the page's own
      // words; the page keeps the cart as it was sent, to send it again.
      if (error && isOutcomeUnknown(error)) return;
      await client.invalidateQueries({ queryKey: orderingKeys.company(owner.id) });
    },
  });
}

/** The orders area's key family of order requests (list and badge), which features may not import. */
const ORDER_REQUESTS_KEY = (companyId: string) => ['order-requests', companyId] as const;

/**
 * §4 order requests: a requester (WRITE_MY_ORDER_REQUESTS, no right to order) sends the cart as an order
 * request instead of submitting it; the cart closes and the approvers are told.
 */
export function useSendAsRequest() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cart: Cart) =>
      sendApi(
        orderRequestCalls.create,
        { params: owner, body: { cartId: cart.code } },
        // The contents page puts field errors on the items and tells a 412 as 'changed meanwhile'.
        { ifMatch: ifMatch(cart), tellsStale: true },
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderingKeys.company(owner.id) });
      await client.invalidateQueries({ queryKey: ORDER_REQUESTS_KEY(owner.id) });
    },
  });
}

export const useSetPayer = () =>
  useCartWrite<{ uid: string; costCentreId: string | null }>((owner, cart, body) =>
    sendApi(
      cartCalls.setPayer,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

export const useSetDeliveryInfo = () =>
  useCartWrite<DeliveryInfo>((owner, cart, body) =>
    sendApi(
      cartCalls.setDeliveryInfo,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** §7 PUT /enduser, or DELETE with null. */
export const useSetEndUser = () =>
  useCartWrite<EndUser | null>((owner, cart, body) =>
    body
      ? sendApi(
          cartCalls.setEndUser,
          { params: { ...owner, cart: cart.code }, body },
          { ifMatch: ifMatch(cart), silent: true },
        )
      : sendApi(
          cartCalls.removeEndUser,
          { params: { ...owner, cart: cart.code } },
          // The end-user section tells a 412 as 'changed meanwhile'.
          { ifMatch: ifMatch(cart), tellsStale: true },
        ),
  );

export const useAddContact = () =>
  useCartWrite<string>((owner, cart, email) =>
    sendApi(
      cartCalls.addContact,
      { params: { ...owner, cart: cart.code }, body: { email } },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

export const useRemoveContact = () =>
  useCartWrite<string>((owner, cart, email) =>
    sendApi(
      cartCalls.removeContact,
      { params: { ...owner, cart: cart.code, email } },
      { ifMatch: ifMatch(cart), tellsFieldErrors: false },
    ),
  );

/** §5: the pre-order check of the cart as it is now, run before the submit. */
export function usePreorderCheck() {
  const owner = useCartOwner();
  return useMutation({
    mutationFn: (cart: Cart) =>
      sendApi(
        cartCalls.preorderCheck,
        { params: owner, query: {}, body: { cartId: cart.code } },
        // The check's own answer names the fields; a refused call has none to show.
        { tellsFieldErrors: false },
      ),
  });
}

/** The company's billing agreements and cost pools the order can be invoiced to (§7 /payers, /costpools). */
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

/** §4 product change in a line's bundle (remove, change, add), e.g. a new number or a port-in. */
export const useChangeBundle = () =>
  useCartWrite<{
    orderlineBundleNo: number;
    bundleTemplateId: string;
    productCode: string;
    action: 'ADD' | 'REMOVE' | 'CHANGE';
  }>((owner, cart, body) =>
    sendApi(
      cartCalls.changeBundle,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** §7 GET /numberport: the cart's port-ins and the transfer window, as of the cart's version. */
export const numberPortsQuery = (owner: { id: string; uid: string }, cart: Cart) =>
  queryOptions({
    queryKey: [...orderingKeys.cart(owner.id, cart.code), 'numberport', cart.version] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.numberPort, { params: { ...owner, cart: cart.code } }, signal),
    // The forms stay while a write's new version is read.
    placeholderData: (previous) => previous,
  });

/** §7 PUT /numberport: one selection's port-in. */
export const useSetNumberPort = () =>
  useCartWrite<NumberPortInput>((owner, cart, body) =>
    sendApi(
      cartCalls.setNumberPort,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** Decision 018: a port-in's power of attorney, recorded PENDING and linked to its selection (a cart write). */
export const useCreatePortInPoa = () =>
  useCartWrite<{ bundleNo: number; body: PoaInput }>((owner, cart, { bundleNo, body }) =>
    sendApi(
      portInPoaCalls.create,
      { params: { ...owner, cart: cart.code, bundleNo }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** The signing's result of a port-in's power of attorney; the cart's port-ins are read again. */
export function useRecordPortInPoaResult(cart: Cart, bundleNo: number) {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PoaResultInput) =>
      sendApi(
        portInPoaCalls.result,
        { params: { ...owner, cart: cart.code, bundleNo }, body },
        { silent: true },
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...orderingKeys.cart(owner.id, cart.code), 'numberport'] }),
  });
}

/** §7 GET /numberresources with matchEndUser: the cart's new numbers, each with who will use it. */
export const numberResourcesQuery = (owner: { id: string; uid: string }, cart: Cart) =>
  queryOptions({
    queryKey: [...orderingKeys.cart(owner.id, cart.code), 'numberresources', cart.version] as const,
    queryFn: ({ signal }) =>
      queryApi(
        cartCalls.numberResources,
        { params: { ...owner, cart: cart.code }, query: { matchEndUser: 'true' } },
        signal,
        // An aid beside the number choice: a cart just submitted (404) shows no list rather than a notice.
        { silent: true },
      ),
    placeholderData: (previous) => previous,
  });

/** §7 POST /numberresources (assignNumbers): every open new number gets one from the register. */
export const useAssignNumbers = () =>
  useCartWrite<Record<string, never>>((owner, cart, body) =>
    sendApi(
      cartCalls.assignNumbers,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** The company's cart templates ("new employee kit"), by name. */
export const cartTemplatesQuery = (owner: { id: string; uid: string }) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'templates'] as const,
    queryFn: ({ signal }) => queryApi(cartTemplateCalls.list, { params: owner }, signal),
  });

/** Saves the cart as a company template under a name; a refused name is told on the name field. */
export function useSaveTemplate() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cart, name }: { cart: Cart; name: string }) =>
      sendApi(cartTemplateCalls.save, { params: { ...owner, cart: cart.code }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cartTemplatesQuery(owner).queryKey }),
  });
}

export function useRemoveTemplate() {
  const owner = useCartOwner();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      sendApi(cartTemplateCalls.remove, { params: { ...owner, templateId } }, { tellsFieldErrors: false }),
    onSettled: () => client.invalidateQueries({ queryKey: cartTemplatesQuery(owner).queryKey }),
  });
}

/**
 * Adds a template's lines to the user's cart (a new one when there is none), with If-Match. The templates
 * list tells a refusal's field error and a 412 ('changed meanwhile') itself.
 */
export const useStartFromTemplate = () =>
  useCartWrite<string>((owner, cart, templateId) =>
    sendApi(
      cartTemplateCalls.start,
      { params: { ...owner, cart: cart.code }, body: { templateId } },
      { ifMatch: ifMatch(cart), tellsStale: true },
    ),
  );

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

/** §7 POST /products/stocks: the units in stock now of the devices shown, with their §4 level. */
export const stocksQuery = (owner: { id: string; uid: string }, productCodes: readonly string[]) =>
  queryOptions({
    queryKey: [...orderingKeys.company(owner.id), 'stocks', ...productCodes] as const,
    queryFn: ({ signal }) =>
      queryApi(cartCalls.stocks, { params: owner, body: { productCodes: [...productCodes] } }, signal),
    enabled: productCodes.length > 0,
  });

/** §7 POST /preselections (flag product-preselections): what choosing the offering pre-selects. */
export const preselectionsQuery = (
  owner: { id: string; uid: string },
  rootBundleTemplateId: string,
  productCode: string,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: [
      ...orderingKeys.company(owner.id),
      'preselections',
      rootBundleTemplateId,
      productCode,
    ] as const,
    queryFn: ({ signal }) =>
      queryApi(
        cartCalls.preselections,
        { params: owner, body: { rootBundleTemplateId, productCode } },
        signal,
      ),
    enabled: enabled && rootBundleTemplateId !== '',
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

type PartyRoleInput = z.input<typeof partyRoleBodySchema>;

/** §7 POST /partyroles. */
export const useAddPartyRole = () =>
  useCartWrite<PartyRoleInput>((owner, cart, body) =>
    sendApi(
      cartCalls.addPartyRole,
      { params: { ...owner, cart: cart.code }, body },
      { ifMatch: ifMatch(cart), silent: true },
    ),
  );

/** §7 DELETE /partyroles/{id}. */
export const useRemovePartyRole = () =>
  useCartWrite<string>((owner, cart, roleId) =>
    sendApi(
      cartCalls.removePartyRole,
      { params: { ...owner, cart: cart.code, roleId } },
      { ifMatch: ifMatch(cart), tellsFieldErrors: false },
    ),
  );
