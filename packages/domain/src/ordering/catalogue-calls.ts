import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { bundleStructureSchema, catalogueAnswerSchema, offeringsQuerySchema } from './catalogue';
import { priceListSchema, pricesBodySchema, productPricesSchema } from './catalogue-queries';

/** The catalogue the order capture offers: offerings by §2 category and one root template's structure. */
export const catalogueCalls = namedCalls('catalogue', {
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
});
