import { z } from 'zod';
import { defineCall } from './api-call';
import { companySchema } from './businesses';
import { companyParamsSchema } from './common';
import {
  adminSessionSchema,
  companySearchQuerySchema,
  companySearchResultSchema,
  environmentModeSchema,
  impersonationCandidateSchema,
  impersonationParamsSchema,
  impersonationStateSchema,
  newCompanySchema,
} from './operator';
import { environmentInfoSchema, sessionStateSchema } from './session';

/** §2 /0 and /0/company/new: find a company, register a new one. */
export const companySearchCalls = {
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
};

/** §2 /{companyId}/company/users: the company's users, offered for "act as". */
export const companyUsersCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/impersonations/users',
    params: companyParamsSchema,
    response: z.array(impersonationCandidateSchema),
  }),
};

/** §4: act as a company's user, and stop (answering the company the session serves). */
export const impersonationCalls = {
  start: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/impersonations/:uid',
    params: impersonationParamsSchema,
    response: impersonationStateSchema,
  }),
  stop: defineCall({ method: 'DELETE', path: '/api/impersonations', response: sessionStateSchema }),
};

/** §2 admintools/session and §9 /environmentmode. */
export const adminToolsCalls = {
  session: defineCall({ method: 'GET', path: '/api/admintools/session', response: adminSessionSchema }),
  setEnvironmentMode: defineCall({
    method: 'PUT',
    path: '/api/environmentmode',
    body: environmentModeSchema,
    response: environmentInfoSchema,
  }),
};
