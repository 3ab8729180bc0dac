import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  operativeContactInputSchema,
  operativeContactListQuerySchema,
  operativeContactPageSchema,
  operativeContactSchema,
} from './operative-contacts';

const base = '/api/businesses/:id/operativecontacts';
const contactParams = companyParamsSchema.extend({ contactId: z.uuid() });

/**
 * §2 /company/operative-contacts: the people the operator calls about outages and deliveries. A change and a
 * removal take the contact's version as If-Match (412 when someone changed it meanwhile).
 */
export const operativeContactCalls = namedCalls('operativeContact', {
  list: defineCall({
    method: 'GET',
    path: base,
    params: companyParamsSchema,
    query: operativeContactListQuerySchema,
    response: operativeContactPageSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: `${base}/:contactId`,
    params: contactParams,
    response: operativeContactSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: base,
    params: companyParamsSchema,
    body: operativeContactInputSchema,
    status: 201,
    response: operativeContactSchema,
  }),
  update: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${base}/:contactId`,
    params: contactParams,
    body: operativeContactInputSchema,
    response: operativeContactSchema,
  }),
  delete: defineCall({
    method: 'DELETE',
    versioned: true,
    path: `${base}/:contactId`,
    params: contactParams,
    status: 204,
    response: null,
  }),
});
