export interface Caller {
  globalRoles: readonly string[];
  /** Roles and permissions in the company the call is about ('all' for operator staff, who reach every company). */
  companyRoles: readonly string[];
  permissions: readonly string[] | 'all';
}

export type Rule = (caller: Caller) => boolean;

export const anyone: Rule = () => true;
export const hasRole =
  (...roles: string[]): Rule =>
  ({ globalRoles, companyRoles }) =>
    roles.some((role) => globalRoles.includes(role) || companyRoles.includes(role));
export const hasPermission =
  (...permissions: string[]): Rule =>
  (caller) =>
    caller.permissions === 'all' || permissions.some((name) => caller.permissions.includes(name));
export const both =
  (first: Rule, second: Rule): Rule =>
  (caller) =>
    first(caller) && second(caller);
