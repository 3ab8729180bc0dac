import { grantProblem, type Granter, type Rights } from '@kaista/domain/users';
import { forbidden } from '../../http-errors';
import type { CompanyAccess } from './company-scope';

const GRANT_MESSAGES = {
  'role-not-grantable': 'Operator staff roles are not given to company users.',
  'role-not-held': 'You cannot give a role you do not hold yourself.',
  'permission-not-held': 'You cannot give a permission you do not hold yourself.',
} as const;

/** The caller as a granter of rights in the company: their effective rights there (groups included). */
export function granterOf(access: CompanyAccess): Granter {
  const own = access.user.memberships.find((m) => m.companyId === access.companyId);
  return {
    isOperatorStaff: access.user.isOperatorStaff,
    roles: own?.roles ?? [],
    permissions: access.permissions,
  };
}

/**
 * §6 and the rule, for rights given directly or through a group: 403 when what the change adds is
 * something the granter may not give.
 */
export function assertMayGrant(granter: Granter, before: Rights, after: Rights): void {
  const problem = grantProblem(granter, before, after);
  if (problem) throw forbidden(GRANT_MESSAGES[problem]);
}
