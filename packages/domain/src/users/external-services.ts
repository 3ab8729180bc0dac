import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import type { AccessRequirement } from '../shared/roles/access-requirement';
import { INTERNAL_ROLES, EXTERNAL_ROLES, type RoleName } from '../shared/roles/role-names';
import { USER_ADMIN_ROLES } from './grant-rules';
import { userParamsSchema } from './user-schemas';

/**
 * §6 'Roles are grouped into internal and external groups with toggles': the portal's roles are internal
 * (operator staff) or external (the customer's), and a company user also has roles in the operator's
 * external services (§7 POST and PUT /users/{uid}/externalservice/{service} with userRole and permission),
 * each switched on and off by a toggle.
 */
export const ROLE_GROUPS: Readonly<Record<'internal' | 'external', readonly RoleName[]>> = {
  internal: INTERNAL_ROLES,
  external: EXTERNAL_ROLES,
};

/** The operator's external services a company user can have a role in (§6 names the service families). */
export const EXTERNAL_SERVICES = [
  'mobileid',
  'pace',
  'domainmanagement',
  'networksecurity',
  'messaging',
  'alert',
] as const;
export type ExternalService = (typeof EXTERNAL_SERVICES)[number];

/** A user of the service, or a manager who runs it for the company. */
export const EXTERNAL_SERVICE_ROLES = ['USER', 'MANAGER'] as const;
export type ExternalServiceRole = (typeof EXTERNAL_SERVICE_ROLES)[number];

/** §9 'modify-user-service-permissions' gates the calls; the company's user administrators make them. */
export const EXTERNAL_SERVICE_ACCESS = {
  flag: 'modify-user-service-permissions',
  roles: USER_ADMIN_ROLES,
} as const satisfies AccessRequirement;

/** §7 userRole and permission: the role in the service, and whether the access is on (the toggle). */
export const externalServiceAccessSchema = z.object({
  userRole: z.enum(EXTERNAL_SERVICE_ROLES),
  permission: z.boolean(),
});
export type ExternalServiceAccess = z.infer<typeof externalServiceAccessSchema>;

export const externalServiceParamsSchema = userParamsSchema.extend({ service: z.enum(EXTERNAL_SERVICES) });

/** One service as the user page shows it: not enrolled yet (null), or the user's role and toggle there. */
export const userExternalServiceSchema = z.object({
  service: z.enum(EXTERNAL_SERVICES),
  access: externalServiceAccessSchema.nullable(),
  /** The version of the user's access in the service, for If-Match on a change (0 when not enrolled). */
  version: z.number().int(),
});
export type UserExternalService = z.infer<typeof userExternalServiceSchema>;

export const userExternalServicesSchema = z.object({ items: z.array(userExternalServiceSchema) });
export type UserExternalServices = z.infer<typeof userExternalServicesSchema>;

export type ExternalServiceProblem = 'manager-not-held';

/** Who gives a service role: operator staff, or a company user with their own access in that service. */
export interface ExternalServiceGranter {
  isOperatorStaff: boolean;
  /** The granter's own role and toggle in the service in question (null when not enrolled). */
  ownAccess: ExternalServiceAccess | null;
}

/**
 * Decision 009, who may make someone a MANAGER of a service: operator staff for any service, a company user
 * only for a service they manage themselves with the access on. The server's check and the user page's
 * choices both ask this.
 */
export function mayGrantServiceManager(granter: ExternalServiceGranter): boolean {
  if (granter.isOperatorStaff) return true;
  const own = granter.ownAccess;
  return own?.userRole === 'MANAGER' && own.permission;
}

/** Whether the access makes its holder a manager of the service in effect (MANAGER with the access on). */
const managesWith = (access: ExternalServiceAccess | null) =>
  access?.userRole === 'MANAGER' && access.permission;

/**
 * The rule for rights given: a company administrator makes someone a manager of a service only when
 * they manage it themselves (with the access on); operator staff give any service role. Only a change to
 * MANAGER is checked, so taking a role away or switching access off is always allowed.
 */
export function externalServiceProblem(
  granter: ExternalServiceGranter,
  before: ExternalServiceAccess | null,
  after: ExternalServiceAccess,
): ExternalServiceProblem | null {
  if (!managesWith(after) || managesWith(before)) return null;
  return mayGrantServiceManager(granter) ? null : 'manager-not-held';
}

const one = '/api/businesses/:id/users/:userId/externalservice';

/** §7 a user's roles in the external services: all of them, enrolling in one (POST), changing one (PUT). */
export const externalServiceCalls = namedCalls('externalService', {
  list: defineCall({
    method: 'GET',
    path: one,
    params: userParamsSchema,
    response: userExternalServicesSchema,
  }),
  enrol: defineCall({
    method: 'POST',
    path: `${one}/:service`,
    params: externalServiceParamsSchema,
    body: externalServiceAccessSchema,
    status: 201,
    response: userExternalServiceSchema,
  }),
  change: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${one}/:service`,
    params: externalServiceParamsSchema,
    body: externalServiceAccessSchema,
    response: userExternalServiceSchema,
  }),
});
