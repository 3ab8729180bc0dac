import { useCompanyId } from '../../lib/routing/company-id';
import { useSessionUser } from '../../lib/session/use-session-user';
import type { OrderOwner } from './orders-queries';

/** The company in the address and the signed-in user, whose uid the §7 order calls are made under. */
export function useOrderOwner(): OrderOwner {
  const id = useCompanyId();
  const { user } = useSessionUser();
  return { id, uid: user.uid };
}
