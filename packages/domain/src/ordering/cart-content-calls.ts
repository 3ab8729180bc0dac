import { defineCall } from '../shared/api/api-call';
import {
  addBundleSchema,
  bundleParamsSchema,
  cartParamsSchema,
  cartSchema,
  cartSummarySchema,
  changeBundleSchema,
  characteristicValuesSchema,
  createCartQuerySchema,
  quantityBodySchema,
  userParamsSchema,
} from './cart';
import { cartPath, userPath } from './cart-call-paths';
import { cartSummaryRoute } from './cart-summary-route';
import { miniCartSchema } from './minicart';

/** The cart itself: its summary and mini cart, creating and removing it, and its lines and their values. */
export const cartContentCalls = {
  summary: defineCall({
    ...cartSummaryRoute,
    params: userParamsSchema,
    response: cartSummarySchema,
  }),
  /** §7 GET /minicart: the user's B2B cart in brief (lines, quantities, prices), or none. */
  miniCart: defineCall({
    method: 'GET',
    path: `${userPath}/minicart`,
    params: userParamsSchema,
    response: miniCartSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: `${userPath}/carts`,
    params: userParamsSchema,
    query: createCartQuerySchema,
    response: cartSchema,
  }),
  get: defineCall({ method: 'GET', path: cartPath, params: cartParamsSchema, response: cartSchema }),
  remove: defineCall({
    method: 'DELETE',
    versioned: true,
    path: cartPath,
    params: cartParamsSchema,
    status: 204,
    response: null,
  }),
  addBundle: defineCall({
    method: 'POST',
    versioned: true,
    path: `${cartPath}/bundles`,
    params: cartParamsSchema,
    body: addBundleSchema,
    response: cartSchema,
  }),
  changeBundle: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/bundles`,
    params: cartParamsSchema,
    body: changeBundleSchema,
    response: cartSchema,
  }),
  removeBundle: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${cartPath}/bundles/:bundleNo`,
    params: bundleParamsSchema,
    response: cartSchema,
  }),
  quantity: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/bundles/:bundleNo/quantity`,
    params: bundleParamsSchema,
    body: quantityBodySchema,
    response: cartSchema,
  }),
  characteristics: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/characteristics`,
    params: cartParamsSchema,
    body: characteristicValuesSchema,
    response: cartSchema,
  }),
};
