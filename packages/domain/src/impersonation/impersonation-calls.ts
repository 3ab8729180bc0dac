import { defineCall, namedCalls } from '../shared/api/api-call';
import { sessionStateSchema } from '../session/session';
import { impersonationParamsSchema, impersonationStateSchema } from './impersonation';

/** §4: act as a company's user, and stop (answering the company the session serves). */
export const impersonationCalls = namedCalls('impersonation', {
  start: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/impersonations/:uid',
    params: impersonationParamsSchema,
    response: impersonationStateSchema,
  }),
  stop: defineCall({ method: 'DELETE', path: '/api/impersonations', response: sessionStateSchema }),
});
