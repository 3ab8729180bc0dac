import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { PAGING } from '../shared/constants/limits';
import { userParamsSchema } from './cart';
import { cartDeliveryInfoSchema, deliveryInfoSchema } from './cart-details';

/**
 * §7 GET /deliveryinfos (name filter, offset 0, pageSize 100, hasEmail): the company's saved delivery
 * addresses for the cart's delivery step; §5 up to 100 at offset 0. The name is looked for in the recipient,
 * the street and the city.
 */
export const deliveryInfoSearchQuerySchema = listQuerySchema(
  {
    name: z.string().trim().max(100).optional(),
    hasEmail: z.enum(['true', 'false']).optional(),
  },
  PAGING.maxPageSize,
);
export type DeliveryInfoSearchQuery = z.output<typeof deliveryInfoSearchQuerySchema>;

/** A saved delivery address as the cart picks one: the fields of PUT /deliveryinfo, with its id. */
export const savedDeliveryInfoSchema = cartDeliveryInfoSchema.extend({ uid: z.string() });
export type SavedDeliveryInfo = z.infer<typeof savedDeliveryInfoSchema>;

export const deliveryInfoPageSchema = pageSchema(savedDeliveryInfoSchema);

const path = '/api/businesses/:id/users/:uid/deliveryinfos';

/** §7 'Carts and orders': the company's delivery addresses, found and saved from the cart. */
export const deliveryInfoCalls = namedCalls('deliveryInfo', {
  search: defineCall({
    method: 'GET',
    path,
    params: userParamsSchema,
    query: deliveryInfoSearchQuerySchema,
    response: deliveryInfoPageSchema,
  }),
  /**
   * §7 POST /deliveryinfos: saves an address by the §5 rules of PUT /deliveryinfo; the same address saved
   * again is the one already saved (answered as it is), so the list never holds it twice.
   */
  create: defineCall({
    method: 'POST',
    path,
    params: userParamsSchema,
    body: deliveryInfoSchema,
    status: 201,
    response: savedDeliveryInfoSchema,
  }),
});
