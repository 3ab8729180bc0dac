import {
  cartCalls,
  type Cart,
  type NumberKind,
  type NumberPortInput,
  type NumberType,
  portInPoaCalls,
} from '@kaista/domain/ordering';
import type { PoaInput, PoaResultInput } from '@kaista/domain/powers-of-attorney';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { useCartOwner } from './cart-queries';
import { ifMatch, useCartWrite } from './cart-write';
import { orderingKeys } from './ordering-keys';

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
