import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema as params } from '../shared/api/common';
import { mobileIdActivationSchema, mobileIdSchema } from './mobile-id';

const base = '/api/businesses/:id/mobileid';

/** §7 Catalogue 'mobile ID': GET and POST /activate, for §2 /company/mobile-certificate. */
export const mobileIdCalls = namedCalls('mobileId', {
  get: defineCall({ method: 'GET', path: base, params, response: mobileIdSchema }),
  activate: defineCall({
    method: 'POST',
    path: `${base}/activate`,
    params,
    body: mobileIdActivationSchema,
    response: mobileIdSchema,
  }),
});
