import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { EMAIL_MAX_LENGTH } from '../shared/validation/email';
import { cartParamsSchema, cartSchema } from './cart';
import { cartPath } from './cart-call-paths';
import {
  cartContactSchema,
  deliveryInfoSchema,
  endUserSchema,
  payerChoicesSchema,
  payerSelectionSchema,
} from './cart-details';
import { partyRoleBodySchema, partyRoleUpdateSchema } from './party-roles';

/** The order's details kept on the cart: contacts, end user, delivery, payer and party roles. */
export const cartDetailCalls = {
  contacts: defineCall({
    method: 'GET',
    path: `${cartPath}/contacts`,
    params: cartParamsSchema,
    response: z.object({ contacts: z.array(z.string()) }),
  }),
  /** One more confirmation e-mail (§3 cart contacts); an address already there is kept once. */
  addContact: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/contacts`,
    params: cartParamsSchema,
    body: cartContactSchema,
    response: cartSchema,
  }),
  removeContact: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${cartPath}/contacts/:email`,
    params: cartParamsSchema.extend({ email: z.string().min(1).max(EMAIL_MAX_LENGTH) }),
    response: cartSchema,
  }),
  setEndUser: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/enduser`,
    params: cartParamsSchema,
    body: endUserSchema,
    response: cartSchema,
  }),
  removeEndUser: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${cartPath}/enduser`,
    params: cartParamsSchema,
    response: cartSchema,
  }),
  setDeliveryInfo: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/deliveryinfo`,
    params: cartParamsSchema,
    body: deliveryInfoSchema,
    response: cartSchema,
  }),
  removeDeliveryInfo: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${cartPath}/deliveryinfo`,
    params: cartParamsSchema,
    response: cartSchema,
  }),
  /** The company's payers and cost centres the cart's payer is chosen from (by name and number only). */
  payerChoices: defineCall({
    method: 'GET',
    path: `${cartPath}/payers`,
    params: cartParamsSchema,
    response: payerChoicesSchema,
  }),
  /** The billing agreement (uid) the order is invoiced to, and the cost centre its lines are grouped by. */
  setPayer: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/payer`,
    params: cartParamsSchema,
    body: payerSelectionSchema,
    response: cartSchema,
  }),
  /** §7 POST /partyroles: one more party in a role (order contact, technical, installation) for the order or a line. */
  addPartyRole: defineCall({
    method: 'POST',
    versioned: true,
    path: `${cartPath}/partyroles`,
    params: cartParamsSchema,
    body: partyRoleBodySchema,
    response: cartSchema,
  }),
  /** §7 PUT /partyroles: one of the cart's party roles changed, by its id. */
  changePartyRole: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${cartPath}/partyroles`,
    params: cartParamsSchema,
    body: partyRoleUpdateSchema,
    response: cartSchema,
  }),
  /** §7 DELETE /partyroles: one of the cart's party roles removed. */
  removePartyRole: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${cartPath}/partyroles/:roleId`,
    params: cartParamsSchema.extend({ roleId: z.uuid() }),
    response: cartSchema,
  }),
};
