/** Role names of §6; the service-specific ones are a representative subset because the spec does not list them all. */
export const ROLES = [
  'DCUser',
  'CCUser',
  'DNAMUUSER',
  'DNASMUSER',
  'SuperAdmin',
  'ServiceManager',
  'ServiceManagerUser',
  'ServiceUser',
  'EmployeeUser',
  'B2BAPP_ServiceUser',
  'REPMAINUSER',
  'REPENDUSER',
  'NEXTServiceManager',
  'NEXTServiceUser',
  'MobileServiceUser',
  'MobileServiceManager',
  'MobileIdUser',
  'ApiUser',
  'OrdererUser',
] as const;

export type RoleName = (typeof ROLES)[number];

/** §6: delivery coordinators, customer care and the two partner-portal staff roles are operator staff. */
export const OPERATOR_STAFF_ROLES = [
  'DCUser',
  'CCUser',
  'DNAMUUSER',
  'DNASMUSER',
] as const satisfies readonly RoleName[];

/** DESIGN.md §5: the company's administrators and operator staff read the company's audit log. */
export const AUDIT_READER_ROLES = [
  'ServiceManagerUser',
  ...OPERATOR_STAFF_ROLES,
] as const satisfies readonly RoleName[];

/** §6/§7: delivery coordinators and customer care may act as a company's users. */
export const IMPERSONATOR_ROLES = ['DCUser', 'CCUser'] as const satisfies readonly RoleName[];

/** §6 'users and groups': who sees a company's users (the list operators act as users from). */
export const COMPANY_USERS_READER_ROLES = [
  'ServiceManagerUser',
  ...IMPERSONATOR_ROLES,
] as const satisfies readonly RoleName[];

/** §6: privileged internal = CC, DC or SuperAdmin. */
export const PRIVILEGED_INTERNAL_ROLES = [
  'CCUser',
  'DCUser',
  'SuperAdmin',
] as const satisfies readonly RoleName[];

/** §6: the matsku (partner shop) representative roles. */
export const REPRESENTATIVE_ROLES = ['REPMAINUSER', 'REPENDUSER'] as const satisfies readonly RoleName[];

/**
 * §6: roles that mean something only inside one company and only for customers; an operator who also holds
 * one of them does not gain the customer's view through it.
 */
export const COMPANY_SCOPED_ROLES = [
  'ServiceManager',
  'ServiceManagerUser',
  'ServiceUser',
  'EmployeeUser',
  'B2BAPP_ServiceUser',
  'NEXTServiceManager',
  'NEXTServiceUser',
  'MobileServiceUser',
  'MobileServiceManager',
  'MobileIdUser',
  'ApiUser',
  'OrdererUser',
  ...REPRESENTATIVE_ROLES,
] as const satisfies readonly RoleName[];

/** §6 role groups with toggles: internal roles are the operator's own staff and super admins. */
export const INTERNAL_ROLES = [...OPERATOR_STAFF_ROLES, 'SuperAdmin'] as const satisfies readonly RoleName[];

/** §6: every role that is not internal belongs to the customer side. */
export const EXTERNAL_ROLES = ROLES.filter((role) => !(INTERNAL_ROLES as readonly string[]).includes(role));

/**
 * §6 names one role twice: ServiceManager/ServiceManagerUser, and EmployeeUser whose IDM name is
 * B2BAPP_ServiceUser. Either spelling satisfies a requirement for the other.
 */
export const ROLE_ALIASES: Readonly<Partial<Record<RoleName, RoleName>>> = {
  ServiceManager: 'ServiceManagerUser',
  ServiceManagerUser: 'ServiceManager',
  EmployeeUser: 'B2BAPP_ServiceUser',
  B2BAPP_ServiceUser: 'EmployeeUser',
};

/**
 * The customer roles to choose from (the users list's role filter), each once: of the two spellings of one
 * role the one the portal writes, since a filter by the other finds no one.
 */
export const COMPANY_ROLE_CHOICES: readonly RoleName[] = COMPANY_SCOPED_ROLES.filter(
  (role) => role !== 'ServiceManager' && role !== 'B2BAPP_ServiceUser',
);

/** §6: checks whether a string is one of the known role names. */
export function isRoleName(value: string): value is RoleName {
  return (ROLES as readonly string[]).includes(value);
}
