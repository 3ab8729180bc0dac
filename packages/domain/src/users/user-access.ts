import type { FeatureFlag } from '../shared/constants/feature-flags';
import type { AccessRequirement } from '../shared/roles/access-requirement';
import { USER_ADMIN_ROLES } from './grant-rules';

/**
 * §6 'users and groups' (service managers, DC and CC): each call behind its own §9 feature flag and behind
 * usermanagement, which switches the area's menu entry off, so that the server refuses what the web hides.
 */
export const userManagementAdmins = (flag: FeatureFlag): AccessRequirement => ({
  flag: ['usermanagement', flag],
  roles: USER_ADMIN_ROLES,
});

/**
 * Who reads and changes a company's users, named once for the server's guards, the web's pages and the
 * effective-access preview: the list, a user and the access review ('users'), adding one ('create-users'),
 * their rights and end-user link ('modify-users'), removal ('delete-user') and the sign-in method
 * ('sms-otp-management').
 */
export const USER_ACCESS = {
  read: userManagementAdmins('users'),
  create: userManagementAdmins('create-users'),
  modify: userManagementAdmins('modify-users'),
  remove: userManagementAdmins('delete-user'),
  signIn: userManagementAdmins('sms-otp-management'),
} as const satisfies Record<string, AccessRequirement>;
