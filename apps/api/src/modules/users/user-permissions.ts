import type { FeatureFlag } from '@kaista/domain/shared/constants';
import { USER_ADMIN_ROLES } from '@kaista/domain/users';
import type { AccessRequirement } from '@kaista/domain/shared/roles';

/** §6 'users and groups' (service managers, DC and CC), each call behind its §9 feature flag. */
const admins = (flag: FeatureFlag): AccessRequirement => ({ flag, roles: USER_ADMIN_ROLES });

export const READ_USERS = admins('users');
export const CREATE_USERS = admins('create-users');
export const MODIFY_USERS = admins('modify-users');
export const DELETE_USERS = admins('delete-user');
export const MANAGE_SIGN_IN = admins('sms-otp-management');
