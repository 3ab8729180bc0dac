import { z } from 'zod';
import { sortedListQuerySchema, pageSchema } from '../shared/api/paging';
import { companyParamsSchema } from '../shared/api/common';
import { EXPORT_FORMATS, TWO_FACTOR_METHODS } from '../shared/enums/common';
import { PERMISSIONS } from '../shared/roles/permission-names';
import { ROLES } from '../shared/roles/role-names';
import { GROUP_KINDS } from '../groups/group-schemas';
import { EMAIL_MAX_LENGTH } from '../shared/validation/email';
import { emailFieldSchema, nameFieldSchema, phoneErrorKey } from '../shared/validation/field-schemas';
import { isValidPhoneNumber, stripWhiteSpace } from '../shared/validation/phone';

/** A group the user belongs to, with the rights it gives its members (composites collapsed, §6). */
export const userGroupRightsSchema = z.object({
  uid: z.string(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type UserGroupRights = z.infer<typeof userGroupRightsSchema>;

/** §3 'User' as a company's administrator sees one of the company's users. */
export const companyUserSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The user's roles in this company. */
  roles: z.array(z.string()),
  /** The user's permissions in this company, composites collapsed (§6). */
  permissions: z.array(z.string()),
  twoFactorMethod: z.enum(TWO_FACTOR_METHODS),
  /** The person's mobile number for the SMS sign-in codes, with the country code; null when none is known. */
  phone: z.string().nullable(),
  /** The groups the user belongs to in the company, each with the rights it gives. */
  groups: z.array(userGroupRightsSchema),
  /**
   * What the guards apply: the user's own rights and their groups', less the permissions switched off
   * everywhere or in the company (§7 permissions/disable), composites collapsed.
   */
  effective: z.object({ roles: z.array(z.string()), permissions: z.array(z.string()) }),
  /** The version of the user's rights, for If-Match on a change (412 when someone changed them meanwhile). */
  version: z.number().int(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const USER_LIMITS = { searchMax: 100 } as const;

export const USER_SORT_FIELDS = ['lastName', 'email'] as const;

/** §2 /company/users: search by name or e-mail, filter by role and group, sort, page. */
export const userListQuerySchema = sortedListQuerySchema(
  {
    q: z.string().trim().max(USER_LIMITS.searchMax).optional(),
    role: z.enum(ROLES).optional(),
    group: z.uuid().optional(),
  },
  USER_SORT_FIELDS,
);
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userPageSchema = pageSchema(companyUserSchema);

export const userParamsSchema = companyParamsSchema.extend({ userId: z.string().min(1).max(64) });

const rolesField = z.array(z.enum(ROLES)).max(ROLES.length);
const permissionsField = z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length);

/** §7 PUT /users/{uid}/roles: the user's whole set of roles and permissions in the company. */
export const userRightsSchema = z.object({ roles: rolesField, permissions: permissionsField });
export type UserRights = z.infer<typeof userRightsSchema>;

/** §7 PUT /users/{uid}/roles?sendNotification. */
export const userRightsQuerySchema = z.object({
  sendNotification: z.enum(['true', 'false']).default('false'),
});

/**
 * §5 a user's mobile number for the SMS sign-in codes: with the country code (+ and 6–16 digits, as an SMS
 * gateway needs it), white space removed; empty (or null) is no number.
 */
export const userPhoneFieldSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhoneNumber(value, 'withCode'), phoneErrorKey('withCode'))
  .transform((value) => (value === '' ? null : stripWhiteSpace(value)))
  .nullable()
  .default(null);

/** A user's mobile number as set on their page (If-Match on the user's version); null removes it. */
export const userPhoneSchema = z.object({ phone: userPhoneFieldSchema });
export type UserPhone = z.input<typeof userPhoneSchema>;
export type UserPhoneValues = z.output<typeof userPhoneSchema>;

/** §7 POST /businesses/{id}/users: a new user of the company, or a person of another company added to it. */
export const newUserSchema = userRightsSchema.extend({
  firstName: nameFieldSchema,
  lastName: nameFieldSchema,
  email: emailFieldSchema,
  /** A new person's mobile number; a person of another company keeps theirs and gets this one only if none. */
  phone: userPhoneFieldSchema,
});
export type NewUser = z.input<typeof newUserSchema>;

/** §7 HEAD with userEmail (§5: silent errors). */
export const userExistsQuerySchema = z.object({ userEmail: z.string().trim().max(EMAIL_MAX_LENGTH) });

/** §7 PUT /users/{uid}/authentication. */
export const authenticationSchema = z.object({ method: z.enum(TWO_FACTOR_METHODS) });

/** The access review export: every user of the company with roles, permissions and what they reach. */
export const accessReviewQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
