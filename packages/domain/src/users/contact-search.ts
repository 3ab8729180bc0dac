import { z } from 'zod';
import { PAGE_SIZES, PAGING } from '../shared/constants/limits';
import { organizationSchema } from '../session/session';

/** §7 GET /search/contacts: the company's people by name or e-mail, for choosing a contact person. */
export const contactSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  hits: z.coerce.number().int().min(1).max(PAGING.maxPageSize).default(PAGE_SIZES.serviceSearchHits),
});
export type ContactSearchQuery = z.output<typeof contactSearchQuerySchema>;

export const contactHitSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ContactHit = z.infer<typeof contactHitSchema>;

export const contactHitsSchema = z.object({ hits: z.array(contactHitSchema) });

/** §7 POST /businesses/{id}/users/{uid}/refresh: the user's rights in the company as they are now. */
export const refreshedOrganizationSchema = organizationSchema;
