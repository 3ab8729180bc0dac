import { expandPermissions } from '@kaista/domain/shared/roles';
import type { UserRights } from '@kaista/domain/users';
import { assertMayGrant, granterOf } from '../../plugins/session/granter';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { CompanyUserRow } from './user-rows.repo';

/** The rights as stored (composites expanded), or 403 when the caller may not grant what they add. */
export function checkedRights(access: CompanyAccess, before: UserRights | CompanyUserRow, after: UserRights) {
  assertMayGrant(granterOf(access), before, after);
  return { roles: [...new Set(after.roles)], permissions: expandPermissions(after.permissions) };
}
