import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { impersonationCandidateSchema } from './company-users';

/** §2 /{companyId}/company/users: the company's users, offered for "act as". */
export const companyUsersCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/impersonations/users',
    params: companyParamsSchema,
    response: z.array(impersonationCandidateSchema),
  }),
};
