import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  activeSessionSchema,
  environmentInfoSchema,
  profileSchema,
  profileUpdateSchema,
  sessionStateSchema,
  userInfoSchema,
} from './session';

/** §7 session and user calls. */
export const sessionCalls = {
  start: defineCall({ method: 'POST', path: '/api/session', response: sessionStateSchema }),
  activateCompany: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/activate',
    params: companyParamsSchema,
    response: sessionStateSchema,
  }),
  userInfo: defineCall({ method: 'GET', path: '/api/users/self/info', response: userInfoSchema }),
  profile: defineCall({ method: 'GET', path: '/api/users/self/profile', response: profileSchema }),
  updateProfile: defineCall({
    method: 'PUT',
    path: '/api/users/self/profile',
    body: profileUpdateSchema,
    response: profileSchema,
  }),
  activeSessions: defineCall({
    method: 'GET',
    path: '/api/users/self/sessions',
    response: z.array(activeSessionSchema),
  }),
  endOtherSessions: defineCall({
    method: 'DELETE',
    path: '/api/users/self/sessions/others',
    status: 204,
    response: z.null(),
  }),
  logout: defineCall({ method: 'DELETE', path: '/api/sessions', status: 204, response: z.null() }),
  environment: defineCall({ method: 'GET', path: '/api/environment', response: environmentInfoSchema }),
};
