import { z } from 'zod';
import { ENVIRONMENTS } from '../shared/constants/feature-flags';
import { companyRefSchema } from '../shared/api/common';
import { LANGUAGES } from '../shared/formatting/language';

/** §1: a profile's language is one of the portal's. */
const languageSchema = z.enum(LANGUAGES);

/** §3 'User': the organizations entry, one per company the user belongs to. */
export const organizationSchema = z.object({
  uid: z.string(),
  name: z.string(),
  isUpToDate: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type Organization = z.infer<typeof organizationSchema>;

/** §3 'User': the answer of GET /users/self/info. */
export const userInfoSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['internal', 'external']),
  roles: z.array(z.string()),
  roleFeatures: z.array(z.string()),
  organizations: z.array(organizationSchema),
  currentCompanyId: z.string(),
  impersonatorName: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** §3 'Profile': the answer of GET and PUT /users/self/profile; defaults when nothing is stored. */
export const profileSchema = z.object({
  userLanguage: languageSchema,
  currentCompanyInfo: companyRefSchema.nullable(),
  defaultCompany: companyRefSchema.nullable(),
  favourites: z.object({ companies: z.array(companyRefSchema) }),
  searches: z.object({ companies: z.array(companyRefSchema) }),
  mainTourDismissed: z.boolean(),
  oneTimeUserAndPermissionGroupViewNotification: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The body of PUT /users/self/profile: any subset of the editable parts, companies by uid. */
export const profileUpdateSchema = z
  .object({
    userLanguage: languageSchema,
    defaultCompany: z.object({ uid: z.string().min(1) }),
    favourites: z.object({ companies: z.array(z.object({ uid: z.string().min(1) })).max(100) }),
    searches: z.object({ companies: z.array(z.object({ uid: z.string().min(1) })).max(100) }),
    mainTourDismissed: z.boolean(),
    oneTimeUserAndPermissionGroupViewNotification: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The answer of POST /session and POST /businesses/{id}/activate. */
export const sessionStateSchema = z.object({ currentCompanyId: z.string(), expiresAt: z.string() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** The answer of GET /api/environment (§9: the environment decides the feature flags). */
export const environmentInfoSchema = z.object({ environment: z.enum(ENVIRONMENTS) });
export type EnvironmentInfo = z.infer<typeof environmentInfoSchema>;

/** One of the caller's live sessions, in GET /users/self/sessions; `current` is the one asking. */
export const activeSessionSchema = z.object({
  createdAt: z.string(),
  lastActiveAt: z.string(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
