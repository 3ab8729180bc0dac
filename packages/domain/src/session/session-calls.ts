import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  activeSessionSchema,
  environmentInfoSchema,
  profileSchema,
  profileUpdateSchema,
  sessionStateSchema,
  userInfoSchema,
} from './session';
import { sessionRoutes as routes } from './session-routes';

/** §7 session and user calls. */
export const sessionCalls = namedCalls('session', {
  start: defineCall({ ...routes.start, response: sessionStateSchema }),
  activateCompany: defineCall({
    ...routes.activateCompany,
    params: companyParamsSchema,
    response: sessionStateSchema,
  }),
  userInfo: defineCall({ ...routes.userInfo, response: userInfoSchema }),
  profile: defineCall({ ...routes.profile, response: profileSchema }),
  updateProfile: defineCall({ ...routes.updateProfile, body: profileUpdateSchema, response: profileSchema }),
  activeSessions: defineCall({ ...routes.activeSessions, response: z.array(activeSessionSchema) }),
  endOtherSessions: defineCall({ ...routes.endOtherSessions, response: z.null() }),
  logout: defineCall({ ...routes.logout, response: z.null() }),
  environment: defineCall({ ...routes.environment, anonymous: true, response: environmentInfoSchema }),
});
