import type { AccessRequirement } from '../shared/roles/access-requirement';
import { COMPANY_USERS_READER_ROLES } from '../shared/roles/role-names';

/** §6 'users and groups': a company's service managers, and DC and CC staff, read its users. */
export const COMPANY_USERS_ACCESS = {
  read: { roles: COMPANY_USERS_READER_ROLES },
} as const satisfies Record<string, AccessRequirement>;
