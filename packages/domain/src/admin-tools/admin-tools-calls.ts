import { defineCall, namedCalls } from '../shared/api/api-call';
import { environmentInfoSchema } from '../session/session';
import { adminSessionSchema, environmentModeSchema } from './admin-tools';

/** §2 admintools/session and §9 /environmentmode. */
export const adminToolsCalls = namedCalls('adminTools', {
  session: defineCall({ method: 'GET', path: '/api/admintools/session', response: adminSessionSchema }),
  setEnvironmentMode: defineCall({
    method: 'PUT',
    path: '/api/environmentmode',
    body: environmentModeSchema,
    response: environmentInfoSchema,
  }),
});
