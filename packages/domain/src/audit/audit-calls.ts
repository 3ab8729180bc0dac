import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { auditPageSchema, auditQuerySchema } from './audit-log';

/** DESIGN.md §5: a company's audit log, as a page and as a CSV file. */
export const auditCalls = namedCalls('audit', {
  list: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/audit',
    params: companyParamsSchema,
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  csv: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/audit.csv',
    params: companyParamsSchema,
    query: auditQuerySchema,
    response: z.string(),
  }),
});
