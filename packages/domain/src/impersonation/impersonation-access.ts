import type { AccessRequirement } from '../shared/roles/access-requirement';
import { IMPERSONATOR_ROLES } from '../shared/roles/role-names';

/** §6: acting as one of a company's users is for customer care and delivery coordination. */
export const IMPERSONATION_ACCESS = {
  start: { roles: IMPERSONATOR_ROLES },
} as const satisfies Record<string, AccessRequirement>;
