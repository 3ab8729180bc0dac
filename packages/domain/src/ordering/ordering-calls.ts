import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { EMAIL_MAX_LENGTH } from '../shared/validation/email';
import {
  bundleStructureSchema,
  cartRulesSchema,
  catalogueAnswerSchema,
  offeringsQuerySchema,
} from './catalogue';
import {
  addBundleSchema,
  bundleParamsSchema,
  cartParamsSchema,
  cartSchema,
  cartSummarySchema,
  changeBundleSchema,
  characteristicValuesSchema,
  createCartQuerySchema,
  orderSubmitResultSchema,
  approvalRequestedSchema,
  quantityBodySchema,
  submitOrderSchema,
  userParamsSchema,
} from './cart';
import { cartSummaryRoute } from './cart-summary-route';
import {
  cartTemplateSchema,
  cartTemplatesSchema,
  fromTemplateSchema,
  saveTemplateSchema,
} from './cart-templates';
import {
  cartContactSchema,
  deliveryInfoSchema,
  endUserSchema,
  payerChoicesSchema,
  payerSelectionSchema,
} from './cart-details';
import { changeImpactSchema } from './change-impact';
import { bundleInfoSchema } from './bundle-info';
import { preorderBodySchema, preorderQuerySchema, preorderResultSchema } from './preorder-check';
import { numberAvailabilityQuerySchema, numberAvailabilitySchema } from './number-rules';
import { numberPortSchema, numberPortsSchema } from './number-port';
import {
  assignNumbersSchema,
  numberResourcesQuerySchema,
  numberResourcesSchema,
  selfDefinedNumbersQuerySchema,
  selfDefinedNumbersSchema,
} from './number-resources';
import { miniCartSchema } from './minicart';
import { analyticsEventBodySchema } from './analytics';
import { partyRoleBodySchema, partyRoleUpdateSchema } from './party-roles';
import {
  orderAvailabilityBodySchema,
  orderAvailabilitySchema,
  preselectionsBodySchema,
  preselectionsSchema,
  priceListSchema,
  pricesBodySchema,
  productPricesSchema,
  stocksBodySchema,
  stocksSchema,
} from './catalogue-queries';
import { broadbandOffersQuerySchema } from './broadband';
import {
  addressQuerySchema,
  availabilityAddressSchema,
  availabilityAnswerSchema,
} from '../services/availability';

const user = '/api/businesses/:id/users/:uid';
const cart = `${user}/carts/:cart`;

/** The catalogue the order capture offers: offerings by §2 category and one root template's structure. */
export const catalogueCalls = {
  offerings: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/catalogue/offerings',
    params: companyParamsSchema,
    query: offeringsQuerySchema,
    response: catalogueAnswerSchema,
  }),
  bundleStructure: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/catalogue/bundles/:templateId',
    params: companyParamsSchema.extend({ templateId: z.string().min(1).max(64) }),
    response: bundleStructureSchema,
  }),
  /** §7 catalogue POST /prices (categories): the price list of every product offered in the categories. */
  prices: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/catalogue/prices',
    params: companyParamsSchema,
    body: pricesBodySchema,
    response: priceListSchema,
  }),
  /** §7 catalogue GET /prices/{id}: one product's prices; the id is the product's code. */
  productPrices: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/catalogue/prices/:priceId',
    params: companyParamsSchema.extend({ priceId: z.string().min(1).max(64) }),
    response: productPricesSchema,
  }),
};

/**
 * §7 'Carts and orders', under /businesses/{id}/users/{uid} (the caller's own uid). Every cart write takes
 * If-Match with the cart's ETag and answers the cart with its new ETag; a stale one is 412.
 */
export const cartCalls = {
  summary: defineCall({
    ...cartSummaryRoute,
    params: userParamsSchema,
    response: cartSummarySchema,
  }),
  /** §7 GET /minicart: the user's B2B cart in brief (lines, quantities, prices), or none. */
  miniCart: defineCall({
    method: 'GET',
    path: `${user}/minicart`,
    params: userParamsSchema,
    response: miniCartSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: `${user}/carts`,
    params: userParamsSchema,
    query: createCartQuerySchema,
    response: cartSchema,
  }),
  get: defineCall({ method: 'GET', path: cart, params: cartParamsSchema, response: cartSchema }),
  remove: defineCall({ method: 'DELETE', path: cart, params: cartParamsSchema, status: 204, response: null }),
  addBundle: defineCall({
    method: 'POST',
    path: `${cart}/bundles`,
    params: cartParamsSchema,
    body: addBundleSchema,
    response: cartSchema,
  }),
  changeBundle: defineCall({
    method: 'PUT',
    path: `${cart}/bundles`,
    params: cartParamsSchema,
    body: changeBundleSchema,
    response: cartSchema,
  }),
  removeBundle: defineCall({
    method: 'DELETE',
    path: `${cart}/bundles/:bundleNo`,
    params: bundleParamsSchema,
    response: cartSchema,
  }),
  quantity: defineCall({
    method: 'PUT',
    path: `${cart}/bundles/:bundleNo/quantity`,
    params: bundleParamsSchema,
    body: quantityBodySchema,
    response: cartSchema,
  }),
  characteristics: defineCall({
    method: 'PUT',
    path: `${cart}/characteristics`,
    params: cartParamsSchema,
    body: characteristicValuesSchema,
    response: cartSchema,
  }),
  /** Issue 10: the addresses of the operator's network a broadband order may be for (§7 /addresses). */
  broadbandAddresses: defineCall({
    method: 'GET',
    path: `${user}/broadband/addresses`,
    params: userParamsSchema,
    query: addressQuerySchema,
    response: z.array(availabilityAddressSchema),
  }),
  /** Issue 10: the products an address can have, with their speeds (§7 /availability/products). */
  broadbandOffers: defineCall({
    method: 'GET',
    path: `${user}/broadband/offers`,
    params: userParamsSchema,
    query: broadbandOffersQuerySchema,
    response: availabilityAnswerSchema,
  }),
  numberAvailability: defineCall({
    method: 'GET',
    path: `${user}/numberavailability`,
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
    path: `${cart}/numberresources`,
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
    path: `${cart}/numberresources`,
    params: cartParamsSchema,
    body: assignNumbersSchema,
    response: cartSchema,
  }),
  /** §7 GET /selfdefinednumbersallowed: whether the orderer may type the number they want (decision 011). */
  selfDefinedNumbersAllowed: defineCall({
    method: 'GET',
    path: `${user}/selfdefinednumbersallowed`,
    params: userParamsSchema,
    query: selfDefinedNumbersQuerySchema,
    response: selfDefinedNumbersSchema,
  }),
  /** §7 GET /numberport: the cart's port-ins (§4) and the transfer days they may choose from. */
  numberPort: defineCall({
    method: 'GET',
    path: `${cart}/numberport`,
    params: cartParamsSchema,
    response: numberPortsSchema,
  }),
  /**
   * §7 PUT /numberport: one selection's port-in: the number, the owner-change field, the contact name and
   * phone and the signer (all mandatory, §4), and the transfer time (§8 INVALID_TRANSFER_TIME).
   */
  setNumberPort: defineCall({
    method: 'PUT',
    path: `${cart}/numberport`,
    params: cartParamsSchema,
    body: numberPortSchema,
    response: cartSchema,
  }),
  contacts: defineCall({
    method: 'GET',
    path: `${cart}/contacts`,
    params: cartParamsSchema,
    response: z.object({ contacts: z.array(z.string()) }),
  }),
  /** One more confirmation e-mail (§3 cart contacts); an address already there is kept once. */
  addContact: defineCall({
    method: 'PUT',
    path: `${cart}/contacts`,
    params: cartParamsSchema,
    body: cartContactSchema,
    response: cartSchema,
  }),
  removeContact: defineCall({
    method: 'DELETE',
    path: `${cart}/contacts/:email`,
    params: cartParamsSchema.extend({ email: z.string().min(1).max(EMAIL_MAX_LENGTH) }),
    response: cartSchema,
  }),
  setEndUser: defineCall({
    method: 'PUT',
    path: `${cart}/enduser`,
    params: cartParamsSchema,
    body: endUserSchema,
    response: cartSchema,
  }),
  removeEndUser: defineCall({
    method: 'DELETE',
    path: `${cart}/enduser`,
    params: cartParamsSchema,
    response: cartSchema,
  }),
  setDeliveryInfo: defineCall({
    method: 'PUT',
    path: `${cart}/deliveryinfo`,
    params: cartParamsSchema,
    body: deliveryInfoSchema,
    response: cartSchema,
  }),
  removeDeliveryInfo: defineCall({
    method: 'DELETE',
    path: `${cart}/deliveryinfo`,
    params: cartParamsSchema,
    response: cartSchema,
  }),
  /** The company's payers and cost centres the cart's payer is chosen from (by name and number only). */
  payerChoices: defineCall({
    method: 'GET',
    path: `${cart}/payers`,
    params: cartParamsSchema,
    response: payerChoicesSchema,
  }),
  /** The billing agreement (uid) the order is invoiced to, and the cost centre its lines are grouped by. */
  setPayer: defineCall({
    method: 'PUT',
    path: `${cart}/payer`,
    params: cartParamsSchema,
    body: payerSelectionSchema,
    response: cartSchema,
  }),
  /** §7 GET /restrictions: what the cart's products exclude (never chosen with them in one line). */
  restrictions: defineCall({
    method: 'GET',
    path: `${cart}/restrictions`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 GET /prerequisites: what the cart's products require in their line. */
  prerequisites: defineCall({
    method: 'GET',
    path: `${cart}/prerequisites`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 GET /modifications: what the cart's products took out of their line when they came in. */
  modifications: defineCall({
    method: 'GET',
    path: `${cart}/modifications`,
    params: cartParamsSchema,
    response: cartRulesSchema,
  }),
  /** §7 POST /partyroles: one more party in a role (order contact, technical, installation) for the order or a line. */
  addPartyRole: defineCall({
    method: 'POST',
    path: `${cart}/partyroles`,
    params: cartParamsSchema,
    body: partyRoleBodySchema,
    response: cartSchema,
  }),
  /** §7 PUT /partyroles: one of the cart's party roles changed, by its id. */
  changePartyRole: defineCall({
    method: 'PUT',
    path: `${cart}/partyroles`,
    params: cartParamsSchema,
    body: partyRoleUpdateSchema,
    response: cartSchema,
  }),
  /** §7 DELETE /partyroles: one of the cart's party roles removed. */
  removePartyRole: defineCall({
    method: 'DELETE',
    path: `${cart}/partyroles/:roleId`,
    params: cartParamsSchema.extend({ roleId: z.uuid() }),
    response: cartSchema,
  }),
  /** §7 POST /products/stocks: the units in stock of the devices named, with their §4 stock level. */
  stocks: defineCall({
    method: 'POST',
    path: `${user}/products/stocks`,
    params: userParamsSchema,
    body: stocksBodySchema,
    response: stocksSchema,
  }),
  /** §7 POST /preselections (flag product-preselections): what choosing an offering pre-selects. */
  preselections: defineCall({
    method: 'POST',
    path: `${user}/preselections`,
    params: userParamsSchema,
    body: preselectionsBodySchema,
    response: preselectionsSchema,
  }),
  /** §7 POST /availability/orders: whether each line of the cart can be ordered now (offered, in stock). */
  orderAvailability: defineCall({
    method: 'POST',
    path: `${user}/availability/orders`,
    params: userParamsSchema,
    body: orderAvailabilityBodySchema,
    response: orderAvailabilitySchema,
  }),
  /** §3 bundle info: the cart's product selections as the order system reads them. */
  bundleInfo: defineCall({
    method: 'GET',
    path: `${cart}/bundleinfo`,
    params: cartParamsSchema,
    response: bundleInfoSchema,
  }),
  /** The change-impact preview: one-off and monthly totals, and the company's monthly spend before and after. */
  changeImpact: defineCall({
    method: 'GET',
    path: `${cart}/changeimpact`,
    params: cartParamsSchema,
    response: changeImpactSchema,
  }),
  /** §5: the checks before an order is created; submit runs all of them and refuses on any failure. */
  preorderCheck: defineCall({
    method: 'POST',
    path: `${user}/preordercheck`,
    params: userParamsSchema,
    query: preorderQuerySchema,
    body: preorderBodySchema,
    response: preorderResultSchema,
  }),
  /**
   * §7 analytics events the web app reports: the cart step shown (view cart) and the details step shown
   * (begin checkout), kept with the cart's products by the built-in analytics integration.
   */
  analyticsEvent: defineCall({
    method: 'POST',
    path: `${cart}/analyticsevents`,
    params: cartParamsSchema,
    body: analyticsEventBodySchema,
    status: 204,
    response: null,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${user}/orders`,
    params: userParamsSchema,
    body: submitOrderSchema,
    status: 201,
    /** DESIGN §4: a retried submit (a lost answer) must never order twice. */
    idempotent: true,
    // An order an approval rule holds back answers as the order request it became (issue 11).
    response: z.union([orderSubmitResultSchema, approvalRequestedSchema]),
  }),
};

/** Cart templates ("new employee kit"): the company's saved carts, listed and started from by who may order. */
export const cartTemplateCalls = {
  /** Saves the caller's cart (its products and quantities, no filled-in values) as a company template. */
  save: defineCall({
    method: 'POST',
    path: `${cart}/templates`,
    params: cartParamsSchema,
    body: saveTemplateSchema,
    status: 201,
    response: cartTemplateSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: `${user}/carttemplates`,
    params: userParamsSchema,
    response: cartTemplatesSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: `${user}/carttemplates/:templateId`,
    params: userParamsSchema.extend({ templateId: z.uuid() }),
    status: 204,
    response: null,
  }),
  /** Adds a template's lines to the caller's cart (a cart write: If-Match, 412); the catalogue's rules hold. */
  start: defineCall({
    method: 'POST',
    path: `${cart}/fromtemplate`,
    params: cartParamsSchema,
    body: fromTemplateSchema,
    response: cartSchema,
  }),
};
