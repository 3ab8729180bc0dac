import { defineCall, namedCalls } from '../shared/api/api-call';
import { companySchema } from '../businesses/businesses';
import { companySearchQuerySchema, companySearchResultSchema, newCompanySchema } from './company-search';

/** §2 /0 and /0/company/new: find a company, register a new one. */
export const companySearchCalls = namedCalls('companySearch', {
  search: defineCall({
    method: 'GET',
    path: '/api/businesses/search2',
    query: companySearchQuerySchema,
    response: companySearchResultSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/businesses',
    body: newCompanySchema,
    status: 201,
    response: companySchema,
  }),
});
