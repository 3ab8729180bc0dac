import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { END_USER_TYPES } from '../ordering/cart-details';
import { userParamsSchema } from './user-schemas';

/**
 * §3 'end user' as the users area shows one: someone who uses the company's services, and the portal user
 * linked to it (§7 POST /users/{uid}/enduser), if any.
 */
export const companyEndUserSchema = z.object({
  uid: z.string(),
  partyType: z.enum(END_USER_TYPES),
  /** 'First Last' of a person, the organization's name otherwise. */
  name: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  linkedUserUid: z.string().nullable(),
});
export type CompanyEndUser = z.infer<typeof companyEndUserSchema>;

/** The picker's search: a part of the name or e-mail; only those not linked to anyone yet when asked. */
export const endUserListQuerySchema = listQuerySchema(
  {
    name: z.string().trim().max(100).optional(),
    unlinked: z.enum(['true', 'false']).default('false'),
  },
  20,
);
export type EndUserListQuery = z.output<typeof endUserListQuerySchema>;

export const endUserPageSchema = pageSchema(companyEndUserSchema);

/** §7 GET /endusers/{uid}: the end user the portal user is linked to, or none. */
export const linkedEndUserSchema = z.object({ endUser: companyEndUserSchema.nullable() });
export type LinkedEndUser = z.infer<typeof linkedEndUserSchema>;

/** §7 POST /users/{uid}/enduser (uid): the end user to link the portal user to; null ends the link. */
export const endUserLinkSchema = z.object({ uid: z.uuid().nullable() });
export type EndUserLink = z.infer<typeof endUserLinkSchema>;

/** §7 'Users and permissions': a company's end users and a portal user's link to one. */
export const endUserCalls = namedCalls('endUser', {
  list: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/endusers',
    params: companyParamsSchema,
    query: endUserListQuerySchema,
    response: endUserPageSchema,
  }),
  linked: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/endusers/:userId',
    params: userParamsSchema,
    response: linkedEndUserSchema,
  }),
  link: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/users/:userId/enduser',
    params: userParamsSchema,
    body: endUserLinkSchema,
    response: linkedEndUserSchema,
  }),
});
