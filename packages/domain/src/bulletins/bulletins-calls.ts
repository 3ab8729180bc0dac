import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  bulletinInputSchema,
  bulletinListQuerySchema,
  bulletinPageSchema,
  bulletinSchema,
  currentBulletinSchema,
} from './bulletins';

const params = z.object({ bulletinId: z.uuid() });

/**
 * §7 GET /businesses/{id}/bulletins: the company's current bulletins; and the operator's tool that writes
 * them (/api/bulletins). An update and a delete take the bulletin's version as If-Match.
 */
export const bulletinCalls = namedCalls('bulletin', {
  current: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/bulletins',
    params: companyParamsSchema,
    response: z.array(currentBulletinSchema),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/bulletins',
    query: bulletinListQuerySchema,
    response: bulletinPageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/bulletins',
    body: bulletinInputSchema,
    status: 201,
    response: bulletinSchema,
  }),
  update: defineCall({
    method: 'PUT',
    versioned: true,
    path: '/api/bulletins/:bulletinId',
    params,
    body: bulletinInputSchema,
    response: bulletinSchema,
  }),
  delete: defineCall({
    method: 'DELETE',
    versioned: true,
    path: '/api/bulletins/:bulletinId',
    params,
    status: 204,
    response: null,
  }),
});
