import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';
import { USER_ADMIN_ROLES } from '../users/grant-rules';
import { userManagementAdmins } from '../users/user-access';

/** Who reads and changes a company's groups and its company-level rights (§6, §9). */
export const GROUP_ACCESS = {
  read: userManagementAdmins('groups'),
  create: userManagementAdmins('create-groups'),
  modify: userManagementAdmins('modify-groups'),
  remove: userManagementAdmins('delete-group'),
  /** The permissions switched off in the company, for everyone who edits its users' or groups' rights. */
  switchedOff: { flag: 'usermanagement', roles: USER_ADMIN_ROLES },
  /** §6 'user rights': DC and CC only. */
  companyPermissions: {
    flag: 'company-level-permissions',
    needsCompany: true,
    roles: ['DCUser', 'CCUser'],
  },
  companyPermissionsModify: {
    flag: 'company-permissions-modify',
    needsCompany: true,
    roles: ['DCUser', 'CCUser'],
  },
  /** §6 reference data (the catalogue, templates) loads for DC and CC: user management's (§9 usermanagement). */
  referenceData: { flag: 'usermanagement', roles: ['DCUser', 'CCUser', 'SuperAdmin'] },
  /** §2 /0/admintools/permissions: the super admin's, as its menu entry (§9 usermanagement). */
  superAdmin: menuRequirement('admin-tools'),
} as const satisfies Record<string, AccessRequirement>;
