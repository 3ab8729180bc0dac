import { visibleMenuEntries } from '@kaista/domain/shared/roles';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';

/** §6: the new-ticket entry's requirement (either write permission) also governs comments and uploads. */
export function useCanWriteTickets(companyId: string): boolean {
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  return visibleMenuEntries(user, companyId, flags).some((entry) => entry.id === 'new-ticket');
}
