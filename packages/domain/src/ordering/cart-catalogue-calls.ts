import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import {
  addressQuerySchema,
  availabilityAddressSchema,
  availabilityAnswerSchema,
} from '../services/availability';
import { cartRulesSchema } from './catalogue';
import { cartParamsSchema, userParamsSchema } from './cart';
import { cartPath, userPath } from './cart-call-paths';
import {
  orderAvailabilityBodySchema,
  orderAvailabilitySchema,
  preselectionsBodySchema,
  preselectionsSchema,
  stocksBodySchema,
  stocksSchema,
} from './catalogue-queries';
import { broadbandOffersQuerySchema } from './broadband';

/**
 * What the catalogue, the stock and the network say about what the cart holds or may hold: broadband at an
 * address, the products' rules, stocks, preselections and whether each line can be ordered now.
 */
export const cartCatalogueCalls = {
  /** Issue 10: the addresses of the operator's network a broadband order may be for (§7 /addresses). */
  broadbandAddresses: defineCall({
    method: 'GET',
    path: `${userPath}/broadband/addresses`,
    params: userParamsSchema,
    query: addressQuerySchema,
    response: z.array(availabilityAddressSchema),
  }),
  /** Issue 10: the products an address can have, with their speeds (§7 /availability/products). */
  broadbandOffers: defineCall({
    method: 'GET',
    path: `${userPath}/broadband/offers`,
    params: userParamsSchema,
    query: broadbandOffersQuerySchema,
    response: availabilityAnswerSchema,
  }),
  /** §7 GET /restrictions: what the cart's products exclude (never chosen with them in one line). */
  restrictions: defineCall({
    method: 'GET',
    path: `${cartPath}/restrictions`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 GET /prerequisites: what the cart's products require in their line. */
  prerequisites: defineCall({
    method: 'GET',
    path: `${cartPath}/prerequisites`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 GET /modifications: what the cart's products took out of their line when they came in. */
  modifications: defineCall({
    method: 'GET',
    path: `${cartPath}/modifications`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 POST /products/stocks: the units in stock of the devices named, with their §4 stock level. */
  stocks: defineCall({
    method: 'POST',
    path: `${userPath}/products/stocks`,
    params: userParamsSchema,
    body: stocksBodySchema,
    response: stocksSchema,
  }),
  /** §7 POST /preselections (flag product-preselections): what choosing an offering pre-selects. */
  preselections: defineCall({
    method: 'POST',
    path: `${userPath}/preselections`,
    params: userParamsSchema,
    body: preselectionsBodySchema,
    response: preselectionsSchema,
  }),
  /** §7 POST /availability/orders: whether each line of the cart can be ordered now (offered, in stock). */
  orderAvailability: defineCall({
    method: 'POST',
    path: `${userPath}/availability/orders`,
    params: userParamsSchema,
    body: orderAvailabilityBodySchema,
    response: orderAvailabilitySchema,
  }),
};
