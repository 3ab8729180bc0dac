import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { PAGING } from '../shared/constants/limits';
import { END_USER_TYPES, endUserSchema } from '../ordering/cart-details';

/** The cart's end users live under the orderer: /businesses/{id}/users/{uid}/endusers (§7 carts and orders). */
export const cartUserParamsSchema = companyParamsSchema.extend({ uid: z.string().min(1).max(64) });

const flag = z.enum(['true', 'false']).optional();

/** The longest name or e-mail text the search takes. */
export const END_USER_SEARCH_MAX = 100;

/**
 * §7 GET /endusers (entity, name filters, offset 0, pageSize 100, hasIdentity, hasEmail); §5: up to 100 at
 * offset 0. hasIdentity: only end users known as one of the company's portal users (or only those not).
 */
export const endUserSearchQuerySchema = listQuerySchema(
  {
    entity: z.enum(END_USER_TYPES).optional(),
    name: z.string().trim().max(END_USER_SEARCH_MAX).optional(),
    firstName: z.string().trim().max(END_USER_SEARCH_MAX).optional(),
    lastName: z.string().trim().max(END_USER_SEARCH_MAX).optional(),
    hasIdentity: flag,
    hasEmail: flag,
  },
  PAGING.maxPageSize,
);
export type EndUserSearchQuery = z.output<typeof endUserSearchQuerySchema>;

/** The search's name filters: a first and last name (each a prefix), or a text in the name or e-mail. */
export type EndUserNameFilter =
  { kind: 'person'; firstName: string; lastName: string } | { kind: 'text'; text: string } | { kind: 'none' };

/**
 * §5: an individual search with exactly two space-separated words splits into firstName and lastName;
 * explicit first and last names win; any other text is looked for in the name or e-mail.
 */
export function endUserNameFilter(query: {
  entity?: string | undefined;
  name?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): EndUserNameFilter {
  if (query.firstName || query.lastName)
    return { kind: 'person', firstName: query.firstName ?? '', lastName: query.lastName ?? '' };
  const text = query.name?.trim() ?? '';
  if (!text) return { kind: 'none' };
  const words = text.split(/\s+/);
  if (query.entity === 'INDIVIDUAL' && words.length === 2)
    return { kind: 'person', firstName: words[0] ?? '', lastName: words[1] ?? '' };
  return { kind: 'text', text };
}

/** An end user as the cart picks one: the §3 party form's fields, ready for PUT /enduser. */
export const cartEndUserSchema = z.object({
  uid: z.string(),
  partyType: z.enum(END_USER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  /** Known as one of the company's portal users (hasIdentity). */
  hasIdentity: z.boolean(),
});
export type CartEndUser = z.infer<typeof cartEndUserSchema>;

export const cartEndUserPageSchema = pageSchema(cartEndUserSchema);

/** §7 'Carts and orders': the company's end users found and added from the cart. */
export const cartEndUserCalls = namedCalls('cartEndUser', {
  search: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/users/:uid/endusers',
    params: cartUserParamsSchema,
    query: endUserSearchQuerySchema,
    response: cartEndUserPageSchema,
  }),
  /** §7 POST /endusers: a new end user of the company, by the §3 party form's rules (ordering's). */
  create: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/users/:uid/endusers',
    params: cartUserParamsSchema,
    body: endUserSchema,
    status: 201,
    response: cartEndUserSchema,
  }),
});
