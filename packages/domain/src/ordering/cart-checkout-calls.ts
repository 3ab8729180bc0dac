import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import {
  approvalRequestedSchema,
  cartParamsSchema,
  orderSubmitResultSchema,
  submitOrderSchema,
  userParamsSchema,
} from './cart';
import { cartPath, userPath } from './cart-call-paths';
import { changeImpactSchema } from './change-impact';
import { bundleInfoSchema } from './bundle-info';
import { preorderBodySchema, preorderQuerySchema, preorderResultSchema } from './preorder-check';
import { analyticsEventBodySchema } from './analytics';

/** Checking out: what the order system reads, the change impact, the §5 checks, analytics and the submit. */
export const cartCheckoutCalls = {
  /** §3 bundle info: the cart's product selections as the order system reads them. */
  bundleInfo: defineCall({
    method: 'GET',
    path: `${cartPath}/bundleinfo`,
    params: cartParamsSchema,
    response: bundleInfoSchema,
  }),
  /** The change-impact preview: one-off and monthly totals, and the company's monthly spend before and after. */
  changeImpact: defineCall({
    method: 'GET',
    path: `${cartPath}/changeimpact`,
    params: cartParamsSchema,
    response: changeImpactSchema,
  }),
  /** §5: the checks before an order is created; submit runs all of them and refuses on any failure. */
  preorderCheck: defineCall({
    method: 'POST',
    path: `${userPath}/preordercheck`,
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
    path: `${cartPath}/analyticsevents`,
    params: cartParamsSchema,
    body: analyticsEventBodySchema,
    status: 204,
    response: null,
  }),
  submit: defineCall({
    method: 'POST',
    versioned: true,
    path: `${userPath}/orders`,
    params: userParamsSchema,
    body: submitOrderSchema,
    status: 201,
    /** DESIGN §4: a retried submit (a lost answer) must never order twice. */
    idempotent: true,
    // An order an approval rule holds back answers as the order request it became (issue 11).
    response: z.union([orderSubmitResultSchema, approvalRequestedSchema]),
  }),
};
