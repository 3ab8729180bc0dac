import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import {
  adminProductDetailSchema,
  adminProductPageSchema,
  adminProductParamsSchema,
  adminProductQuerySchema,
  adminProductSchema,
  assortmentParamsSchema,
  assortmentSchema,
  createAssortmentSchema,
  productStatusInputSchema,
  stockBalanceInputSchema,
  updateAssortmentSchema,
} from './product-admin';

const base = '/api/matsku/productmanagement';
const product = `${base}/products/:productCode`;

/**
 * §7 productmanagement, the operator's (DC or MU users') side of the partner shop: the catalogue with its §4
 * status (the staged, unsynchronised products are the pending ones), a product's status PUT and
 * synchronisation, its stock balances, and the assortments (GET, POST, PUT). Every change takes the
 * product's or the assortment's version as If-Match and answers the new one as its ETag.
 */
export const productAdminCalls = namedCalls('productAdmin', {
  products: defineCall({
    method: 'GET',
    path: `${base}/products`,
    query: adminProductQuerySchema,
    response: adminProductPageSchema,
  }),
  product: defineCall({
    method: 'GET',
    path: product,
    params: adminProductParamsSchema,
    response: adminProductDetailSchema,
  }),
  setStatus: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${product}/status`,
    params: adminProductParamsSchema,
    body: productStatusInputSchema,
    response: adminProductSchema,
  }),
  synchronize: defineCall({
    method: 'POST',
    versioned: true,
    path: `${product}/synchronize`,
    params: adminProductParamsSchema,
    response: adminProductSchema,
  }),
  setStock: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${product}/stockbalance`,
    params: adminProductParamsSchema,
    body: stockBalanceInputSchema,
    response: adminProductDetailSchema,
  }),
  assortments: defineCall({
    method: 'GET',
    path: `${base}/assortments`,
    response: z.array(assortmentSchema),
  }),
  createAssortment: defineCall({
    method: 'POST',
    path: `${base}/assortments`,
    body: createAssortmentSchema,
    status: 201,
    response: assortmentSchema,
  }),
  updateAssortment: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/assortments/:assortmentId`,
    params: assortmentParamsSchema,
    body: updateAssortmentSchema,
    response: assortmentSchema,
  }),
});
