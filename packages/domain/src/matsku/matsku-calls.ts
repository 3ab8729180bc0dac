import { z } from 'zod';
import { type ApiCall, defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  addCartEntrySchema,
  cartEntryParamsSchema,
  cartReferenceSchema,
  cartStoreSchema,
  changeCartEntrySchema,
  matskuCartSchema,
  pastShopOrdersPageSchema,
  pastShopOrdersQuerySchema,
  reorderResultSchema,
  reorderSchema,
  productParamsSchema,
  productQuerySchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  setCartEntrySchema,
  shopOrderSchema,
  shopProductSchema,
  shopStoreSchema,
  submitShopOrderSchema,
} from './matsku';
import { officeSuppliesOrderInputSchema, officeSuppliesOrderSchema } from './office-supplies';

const base = '/api/businesses/:id/matsku';
/** §7: the partner shop's calls are made in Finnish, whatever the user's language. */
const shopCall = <const C extends ApiCall>(call: C) => defineCall({ ...call, language: 'fi' as const });
const params = companyParamsSchema;
const entry = cartEntryParamsSchema;

/**
 * §7 'Partner shop' for the company in the path: catalogue search and product, the company's stores, the
 * caller's cart and its entries (POST; PUT, DELETE, PATCH on an entry), the cart's store and end-customer
 * reference, and the order. Every cart write answers the whole cart, with its version as the ETag.
 */
export const matskuCalls = namedCalls('matsku', {
  search: shopCall({
    method: 'GET',
    path: `${base}/catalogue/search`,
    params,
    query: productSearchQuerySchema,
    response: productSearchResultSchema,
  }),
  product: shopCall({
    method: 'GET',
    path: `${base}/catalogue/products/:productCode`,
    params: productParamsSchema,
    query: productQuerySchema,
    response: shopProductSchema,
  }),
  stores: shopCall({ method: 'GET', path: `${base}/stores`, params, response: z.array(shopStoreSchema) }),
  cart: shopCall({ method: 'GET', path: `${base}/cart`, params, response: matskuCartSchema }),
  addEntry: shopCall({
    method: 'POST',
    versioned: true,
    path: `${base}/cart/entries`,
    params,
    body: addCartEntrySchema,
    status: 201,
    response: matskuCartSchema,
  }),
  setEntry: shopCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/cart/entries/:entryNumber`,
    params: entry,
    body: setCartEntrySchema,
    response: matskuCartSchema,
  }),
  changeEntry: shopCall({
    method: 'PATCH',
    versioned: true,
    path: `${base}/cart/entries/:entryNumber`,
    params: entry,
    body: changeCartEntrySchema,
    response: matskuCartSchema,
  }),
  deleteEntry: shopCall({
    method: 'DELETE',
    versioned: true,
    path: `${base}/cart/entries/:entryNumber`,
    params: entry,
    response: matskuCartSchema,
  }),
  setStore: shopCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/cart/store`,
    params,
    body: cartStoreSchema,
    response: matskuCartSchema,
  }),
  setReference: shopCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/cart/endCustomerReference`,
    params,
    body: cartReferenceSchema,
    response: matskuCartSchema,
  }),
  submitOrder: shopCall({
    method: 'POST',
    versioned: true,
    path: `${base}/orders`,
    params,
    body: submitShopOrderSchema,
    status: 201,
    // A lost answer is resent under the same Idempotency-Key: one order, never two.
    idempotent: true,
    response: shopOrderSchema,
  }),
  /** §7 office supplies orders: only in the configured company (elsewhere 404, there is no such shop). */
  submitOfficeSuppliesOrder: shopCall({
    method: 'POST',
    path: `${base}/officesupplies/orders`,
    params,
    body: officeSuppliesOrderInputSchema,
    status: 201,
    idempotent: true,
    response: officeSuppliesOrderSchema,
  }),
  /** The caller's past shop orders with their lines, newest first. */
  pastOrders: shopCall({
    method: 'GET',
    path: `${base}/orders`,
    params,
    query: pastShopOrdersQuerySchema,
    response: pastShopOrdersPageSchema,
  }),
  /** A past order's lines back into the basket, with what changed since (stock, price, no longer sold). */
  reorder: shopCall({
    method: 'POST',
    versioned: true,
    path: `${base}/cart/reorder`,
    params,
    body: reorderSchema,
    response: reorderResultSchema,
  }),
});
