import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { z } from 'zod';
import { contactHitsSchema, contactSearchQuerySchema, refreshedOrganizationSchema } from './contact-search';
import { rightsRefreshRoute } from './rights-refresh-route';
import {
  accessReviewQuerySchema,
  authenticationSchema,
  companyUserSchema,
  newUserSchema,
  userExistsQuerySchema,
  userListQuerySchema,
  userPageSchema,
  userParamsSchema,
  userPhoneSchema,
  userRightsQuerySchema,
  userRightsSchema,
} from './user-schemas';

const users = '/api/businesses/:id/users';
const user = `${users}/:userId`;

/** §7 'Users and permissions': a company's users, their rights and their two-factor method. */
export const userCalls = namedCalls('user', {
  list: defineCall({
    method: 'GET',
    path: users,
    params: companyParamsSchema,
    query: userListQuerySchema,
    response: userPageSchema,
  }),
  /** §5: whether the e-mail already belongs to one of the company's users; 200 if so, 404 if not. */
  exists: defineCall({
    method: 'HEAD',
    path: users,
    params: companyParamsSchema,
    query: userExistsQuerySchema,
    response: null,
  }),
  create: defineCall({
    method: 'POST',
    path: users,
    params: companyParamsSchema,
    body: newUserSchema,
    status: 201,
    response: companyUserSchema,
  }),
  get: defineCall({ method: 'GET', path: user, params: userParamsSchema, response: companyUserSchema }),
  remove: defineCall({
    method: 'DELETE',
    versioned: true,
    path: user,
    params: userParamsSchema,
    status: 204,
    response: null,
  }),
  setRights: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${user}/roles`,
    params: userParamsSchema,
    query: userRightsQuerySchema,
    body: userRightsSchema,
    response: companyUserSchema,
  }),
  /**
   * The access review for the quarterly check auditors ask for: every user with roles, permissions
   * and effective access, as CSV or XLSX, streamed.
   */
  accessReview: defineCall({
    method: 'GET',
    path: `${users}/access-review`,
    params: companyParamsSchema,
    query: accessReviewQuerySchema,
    response: z.string(),
  }),
  /**
   * §7 'Session and user': the user's roles and permissions in the company read anew (isUpToDate), for the
   * user themselves or for someone who manages the company's users.
   */
  refresh: defineCall({
    ...rightsRefreshRoute,
    params: userParamsSchema,
    response: refreshedOrganizationSchema,
  }),
  /** §7 GET /search/contacts: any user of the company finds a colleague to name as a contact. */
  searchContacts: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/search/contacts',
    params: companyParamsSchema,
    query: contactSearchQuerySchema,
    response: contactHitsSchema,
  }),
  /**
   * The user's mobile number for the SMS sign-in codes (the spec names no call for it; without one a user
   * added in the portal could never use SMS codes). If-Match on the user's version; a user who signs in with
   * SMS codes cannot be left without a number (409 ILLEGAL_STATE).
   */
  setPhone: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${user}/phone`,
    params: userParamsSchema,
    body: userPhoneSchema,
    response: companyUserSchema,
  }),
  setAuthentication: defineCall({
    method: 'PUT',
    path: `${user}/authentication`,
    params: userParamsSchema,
    body: authenticationSchema,
    response: companyUserSchema,
  }),
});
