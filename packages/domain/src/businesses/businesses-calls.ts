import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companySchema } from './businesses';
import { companyParamsSchema } from '../shared/api/common';
import { businessesRoutes as routes } from './businesses-routes';

/** §7 'Businesses': the caller's own companies and one company. */
export const businessesCalls = namedCalls('businesses', {
  own: defineCall({ ...routes.own, response: z.array(companySchema) }),
  get: defineCall({ ...routes.get, params: companyParamsSchema, response: companySchema }),
});
