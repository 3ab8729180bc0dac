import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { homeSummarySchema } from './dashboard';

/** §2 home: one call answers every widget the caller may read. */
export const dashboardCalls = namedCalls('dashboard', {
  home: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/dashboard',
    params: companyParamsSchema,
    response: homeSummarySchema,
  }),
});
