import { displayName } from '../../plugins/session/display-name';
import type { AuthContext } from '../../plugins/session/session-plugin';

/**
 * Who a ticket, comment or attachment is credited to, and the operator staff member behind them while
 * acting as that user: both are stored so that the customer sees both names.
 */
export function actingUser(auth: Pick<AuthContext, 'operator'>) {
  return {
    actingUserId: auth.operator?.id ?? null,
    actingUserName: auth.operator ? displayName(auth.operator) : null,
  };
}
