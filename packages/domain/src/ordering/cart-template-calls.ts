import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { cartParamsSchema, cartSchema, userParamsSchema } from './cart';
import { cartPath, userPath } from './cart-call-paths';
import {
  cartTemplateSchema,
  cartTemplatesSchema,
  fromTemplateSchema,
  saveTemplateSchema,
} from './cart-templates';

/** Cart templates ("new employee kit"): the company's saved carts, listed and started from by who may order. */
export const cartTemplateCalls = namedCalls('cartTemplate', {
  /** Saves the caller's cart (its products and quantities, no filled-in values) as a company template. */
  save: defineCall({
    method: 'POST',
    path: `${cartPath}/templates`,
    params: cartParamsSchema,
    body: saveTemplateSchema,
    status: 201,
    response: cartTemplateSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: `${userPath}/carttemplates`,
    params: userParamsSchema,
    response: cartTemplatesSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: `${userPath}/carttemplates/:templateId`,
    params: userParamsSchema.extend({ templateId: z.uuid() }),
    status: 204,
    response: null,
  }),
  /** Adds a template's lines to the caller's cart (a cart write: If-Match, 412); the catalogue's rules hold. */
  start: defineCall({
    method: 'POST',
    versioned: true,
    path: `${cartPath}/fromtemplate`,
    params: cartParamsSchema,
    body: fromTemplateSchema,
    response: cartSchema,
  }),
});
