import {
  cartCalls,
  type DeliveryInfo,
  type EndUser,
  type partyRoleBodySchema,
} from '@kaista/domain/ordering';
import type { z } from 'zod';
import { sendApi } from '../../lib/api/call-api';
import { ifMatch, useCartWrite } from './cart-write';

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
