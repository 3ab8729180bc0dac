import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import type { AccessRequirement } from '../shared/roles/access-requirement';
import { companyHasEmployeeUserRole } from '../shared/roles/reference-data';
import { type RoleName } from '../shared/roles/role-names';
import { EMAIL_MAX_LENGTH } from '../shared/validation/email';
import { GRANTABLE_ROLES, type Rights } from './grant-rules';

/**
 * §3 'IDM user roles and role group templates': the identity management (IDM) knows the customer-side roles
 * a person holds in a company, and bundles of them as role groups. The operator's role groups (templates) are
 * offered to every company beside the company's own. IDM roles are the roles a company user can be given.
 */
export const IDM_ROLES: readonly RoleName[] = GRANTABLE_ROLES;

/**
 * §6: IDM roles are reference data for DC and CC, and only with a real company (never company 0); like every
 * user-management call, behind §9 usermanagement.
 */
export const IDM_ACCESS = {
  company: { flag: 'usermanagement', needsCompany: true, roles: ['DCUser', 'CCUser'] },
  templates: { flag: 'usermanagement', roles: ['DCUser', 'CCUser'] },
} as const satisfies Record<string, AccessRequirement>;

export const idmRoleGroupSchema = z.object({
  uid: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  /** One of the operator's role groups (a template every company is offered), not the company's own. */
  template: z.boolean(),
});
export type IdmRoleGroup = z.infer<typeof idmRoleGroupSchema>;

export const idmRoleGroupTemplatesSchema = z.object({ items: z.array(idmRoleGroupSchema) });

/** §7 /idmuserrolegroups: the company's role groups and the templates, and what the company's own give. */
export const idmRoleGroupsSchema = z.object({
  items: z.array(idmRoleGroupSchema),
  /** The IDM roles of the company: those its own role groups give. */
  companyRoles: z.array(z.string()),
  /** §6: a company has an employee-user role if its IDM roles include it. */
  hasEmployeeUserRole: z.boolean(),
});
export type IdmRoleGroups = z.infer<typeof idmRoleGroupsSchema>;

/** §7 /idmuserroles?email: the person with this e-mail and their IDM roles in the company. */
export const idmUserRolesQuerySchema = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });

export const idmUserRolesSchema = z.object({
  email: z.string(),
  /** The company's portal user with this e-mail, or null when no user of the company has it. */
  userUid: z.string().nullable(),
  /** The IDM roles the person holds in the company themselves (not through a group). */
  roles: z.array(z.string()),
  /** The company's role groups and templates whose roles the person holds exactly. */
  matchingGroups: z.array(z.string()),
});
export type IdmUserRoles = z.infer<typeof idmUserRolesSchema>;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The IDM roles among a set of roles (operator-staff roles are never IDM roles of a company). */
export function idmRolesOf(roles: readonly string[]): string[] {
  return roles.filter((role) => (IDM_ROLES as readonly string[]).includes(role));
}

/** The role groups whose roles are exactly the person's IDM roles. */
export function matchingRoleGroups(roles: readonly string[], groups: readonly IdmRoleGroup[]): string[] {
  const own = idmRolesOf(roles);
  return groups.filter((group) => sameSet(idmRolesOf(group.roles), own)).map((group) => group.uid);
}

/** The IDM roles the company's own role groups give, and so whether it has the employee-user role (§6). */
export function companyIdmRoles(groups: readonly IdmRoleGroup[]): { roles: string[]; employee: boolean } {
  const roles = [...new Set(groups.filter((group) => !group.template).flatMap((group) => group.roles))];
  return { roles: roles.sort(), employee: companyHasEmployeeUserRole(roles) };
}

/**
 * A role group applied to a user: the user's IDM roles become the group's, anything else they hold (and
 * their permissions) stays. Saved as a change of the user's rights, so every grant rule applies to it.
 */
export function withRoleGroup(user: Rights, group: Pick<IdmRoleGroup, 'roles'>): Rights {
  const kept = user.roles.filter((role) => !(IDM_ROLES as readonly string[]).includes(role));
  return { roles: [...new Set([...kept, ...idmRolesOf(group.roles)])], permissions: [...user.permissions] };
}

/** What applying a role group changes: the IDM roles the user gains and loses. */
export function roleGroupChange(user: Rights, group: Pick<IdmRoleGroup, 'roles'>) {
  const after = withRoleGroup(user, group).roles;
  return {
    gains: after.filter((role) => !user.roles.includes(role)),
    loses: user.roles.filter((role) => !after.includes(role)),
  };
}

/** §7 'Users and permissions': IDM user roles, the company's role groups, and the operator's templates. */
export const idmCalls = namedCalls('idm', {
  userRoles: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/idmuserroles',
    params: companyParamsSchema,
    query: idmUserRolesQuerySchema,
    response: idmUserRolesSchema,
  }),
  roleGroups: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/idmuserrolegroups',
    params: companyParamsSchema,
    response: idmRoleGroupsSchema,
  }),
  templates: defineCall({
    method: 'GET',
    path: '/api/usermanagement/idmuserrolegroups/templates',
    response: idmRoleGroupTemplatesSchema,
  }),
});
