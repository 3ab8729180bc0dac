import type { FeatureFlag } from '../shared/constants/feature-flags';
import type { AccessRequirement } from '../shared/roles/access-requirement';
import { USER_ADMIN_ROLES } from './grant-rules';

/** §6 'users and groups' (service managers, DC and CC), each call behind its §9 feature flag. */
const admins = (flag: FeatureFlag): AccessRequirement => ({ flag, roles: USER_ADMIN_ROLES });

/**
 * Who reads and changes a company's users, named once for the server's guards, the web's pages and the
 * effective-access preview: the list, a user and the access review ('users'), adding one ('create-users'),
 * their rights and end-user link ('modify-users'), removal ('delete-user') and the sign-in method
 * ('sms-otp-management').
 */
export const USER_ACCESS = {
  read: admins('users'),
  create: admins('create-users'),
  modify: admins('modify-users'),
  remove: admins('delete-user'),
  signIn: admins('sms-otp-management'),
} as const satisfies Record<string, AccessRequirement>;
