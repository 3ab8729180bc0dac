import { defineCall } from '../shared/api/api-call';
import { cartParamsSchema, cartSchema, userParamsSchema } from './cart';
import { cartPath, userPath } from './cart-call-paths';
import { numberAvailabilityQuerySchema, numberAvailabilitySchema } from './number-rules';
import { numberPortSchema, numberPortsSchema } from './number-port';
import {
  assignNumbersSchema,
  numberResourcesQuerySchema,
  numberResourcesSchema,
  selfDefinedNumbersQuerySchema,
  selfDefinedNumbersSchema,
} from './number-resources';

/** The cart's numbers: the free ones, the new ones it reserves, the orderer's own and its port-ins. */
export const cartNumberCalls = {
  numberAvailability: defineCall({
    method: 'GET',
    path: `${userPath}/numberavailability`,
    params: userParamsSchema,
    query: numberAvailabilityQuerySchema,
    response: numberAvailabilitySchema,
  }),
  /**
   * §7 GET /numberresources (matchEndUser): the cart's new numbers, one per selection, with the number each
   * holds and, asked so, who will use it; per number type the register's free numbers and the §4 warning.
   */
  numberResources: defineCall({
    method: 'GET',
    path: `${cartPath}/numberresources`,
    params: cartParamsSchema,
    query: numberResourcesQuerySchema,
    response: numberResourcesSchema,
  }),
  /**
   * §7 POST /numberresources (assignNumbers): every new number still open is reserved the next free one of
   * its type from the company's register, all or none (409 NUMBER_RESERVATION_FAILED); a cart write.
   */
  assignNumbers: defineCall({
    method: 'POST',
    versioned: true,
    path: `${cartPath}/numberresources`,
    params: cartParamsSchema,
    body: assignNumbersSchema,
    response: cartSchema,
  }),
  /** §7 GET /selfdefinednumbersallowed: whether the orderer may type the number they want (decision 011). */
  selfDefinedNumbersAllowed: defineCall({
    method: 'GET',
    path: `${userPath}/selfdefinednumbersallowed`,
    params: userParamsSchema,
    query: selfDefinedNumbersQuerySchema,
    response: selfDefinedNumbersSchema,
  }),
  /** §7 GET /numberport: the cart's port-ins (§4) and the transfer days they may choose from. */
  numberPort: defineCall({
    method: 'GET',
    path: `${cartPath}/numberport`,
    params: cartParamsSchema,
    response: numberPortsSchema,
  }),
  /**
   * §7 PUT /numberport: one selection's port-in: the number, the owner-change field, the contact name and
   * phone and the signer (all mandatory, §4), and the transfer time (§8 INVALID_TRANSFER_TIME).
   */
  setNumberPort: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/numberport`,
    params: cartParamsSchema,
    body: numberPortSchema,
    response: cartSchema,
  }),
};
