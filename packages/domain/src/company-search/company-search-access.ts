import type { RoleName } from '../shared/roles/role-names';

/** §2: new companies are registered by delivery coordinators (the menu and the route guard read it). */
export const COMPANY_CREATOR_ROLES: readonly RoleName[] = ['DCUser'];
