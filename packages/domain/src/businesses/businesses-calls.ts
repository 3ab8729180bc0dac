import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { companySchema } from './businesses';
import { companyParamsSchema } from '../shared/api/common';

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
