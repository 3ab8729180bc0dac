import { meetsAccessRequirement } from '@kaista/domain/shared/roles';
import { TICKET_ACCESS } from '@kaista/domain/tickets';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §6: the tickets area's write rule (the new-ticket entry's) also governs answers and uploads. */
export function useCanWriteTickets(companyId: string): boolean {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  return meetsAccessRequirement(user, companyId, TICKET_ACCESS.write, flags);
}

/** §6 TICKETING contact group: creating one is its own permission, apart from writing tickets. */
export function useCanWriteContactGroups(companyId: string): boolean {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  return meetsAccessRequirement(user, companyId, TICKET_ACCESS.writeContactGroups, flags);
}
