import { z } from 'zod';
import { defineCall } from './api-call';
import { companySchema } from './businesses';
import { companyParamsSchema } from './common';

/** §7 'Businesses': the caller's own companies and one company. */
export const businessesCalls = {
  own: defineCall({ method: 'GET', path: '/api/businesses', response: z.array(companySchema) }),
  get: defineCall({
    method: 'GET',
    path: '/api/businesses/:id',
    params: companyParamsSchema,
    response: companySchema,
  }),
};
