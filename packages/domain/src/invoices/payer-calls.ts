import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  costPoolInputSchema,
  costPoolListQuerySchema,
  costPoolPageSchema,
  costPoolParamsSchema,
  costPoolSchema,
} from './cost-centres';
import {
  countryQuerySchema,
  countrySchema,
  fInvoiceOperatorSchema,
  payerInputSchema,
  payerListQuerySchema,
  payerPageSchema,
  payerParamsSchema,
  payerSchema,
} from './payers';

const base = '/api/businesses/:id';

/** §7 'Businesses': billing agreements (payers), cost pools, and the reference data their forms use. */
export const payerCalls = namedCalls('payer', {
  list: defineCall({
    method: 'GET',
    path: `${base}/payers`,
    params: companyParamsSchema,
    query: payerListQuerySchema,
    response: payerPageSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: `${base}/payers/:payerId`,
    params: payerParamsSchema,
    response: payerSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: `${base}/payers`,
    params: companyParamsSchema,
    body: payerInputSchema,
    status: 201,
    response: payerSchema,
  }),
  /** Takes If-Match with the agreement's ETag (412 when it changed meanwhile). */
  update: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/payers/:payerId`,
    params: payerParamsSchema,
    body: payerInputSchema,
    response: payerSchema,
  }),
  /** Every cost pool of the company by name, for pickers. */
  costPools: defineCall({
    method: 'GET',
    path: `${base}/costpools`,
    params: companyParamsSchema,
    response: z.array(costPoolSchema),
  }),
  costPoolPage: defineCall({
    method: 'GET',
    path: `${base}/costpools2`,
    params: companyParamsSchema,
    query: costPoolListQuerySchema,
    response: costPoolPageSchema,
  }),
  createCostPool: defineCall({
    method: 'POST',
    path: `${base}/costpools`,
    params: companyParamsSchema,
    body: costPoolInputSchema,
    status: 201,
    response: costPoolSchema,
  }),
  costPool: defineCall({
    method: 'GET',
    path: `${base}/costpools/:costPoolId`,
    params: costPoolParamsSchema,
    response: costPoolSchema,
  }),
  /** A new name or description; takes If-Match with the cost centre's ETag (412 when it changed meanwhile). */
  updateCostPool: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/costpools/:costPoolId`,
    params: costPoolParamsSchema,
    body: costPoolInputSchema,
    response: costPoolSchema,
  }),
  countries: defineCall({
    method: 'GET',
    path: '/api/countries',
    query: countryQuerySchema,
    response: z.array(countrySchema),
  }),
  fInvoiceOperators: defineCall({
    method: 'GET',
    path: '/api/f-invoice-operators',
    response: z.array(fInvoiceOperatorSchema),
  }),
});
