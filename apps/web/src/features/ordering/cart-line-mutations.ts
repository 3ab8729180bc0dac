import { type addBundleSchema, cartCalls, type CharacteristicValues } from '@kaista/domain/ordering';
import type { z } from 'zod';
import { sendApi } from '../../lib/api/call-api';
import { ifMatch, useCartWrite } from './cart-write';

/** §7 POST /bundles, as the contract reads it (the quantity and defaults have their defaults). */
type AddBundle = z.input<typeof addBundleSchema>;

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
