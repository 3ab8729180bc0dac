import { notFound } from '../../http-errors';
import type { CompanyAccess } from './company-scope';

/**
 * §7: a caller's own things (carts, orders, order requests, bulk files, end users of a cart) live under
 * /businesses/{id}/users/{uid}, and a user works on their own only; another user's uid is as unknown as
 * another company's (404). Returns the caller's id.
 */
export function ownUser(access: CompanyAccess, uid: string): string {
  if (uid !== access.user.id) throw notFound('User');
  return access.user.id;
}
