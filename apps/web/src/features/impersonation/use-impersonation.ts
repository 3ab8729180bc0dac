import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { useNavigate } from 'react-router';
import { dismiss, notify } from '../../lib/notifications/notification-store';
import { profileQuery, userQuery } from '../../lib/session/session-queries';
import { whileSessionSwitches } from '../../lib/session/session-switch';
import { broadcastTabChange } from '../../lib/session/tab-broadcast';
import { startImpersonation, stopImpersonation } from './impersonation-queries';

/**
 * §4 impersonation: start shows a wait notice until the session has refreshed (user and profile of the
 * person acted for), and no page asks anything meanwhile (`whileSessionSwitches`); stop does the same with
 * the operator's own user and profile, and goes back to the users of the company being served, where acting
 * started, rather than to the company search. The other tabs are told either way: they reload rather than show
 * the one acted for while writing as another.
 */
export function useImpersonation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const reloadSession = async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    await Promise.all([
      queryClient.fetchQuery({ ...userQuery, staleTime: 0 }),
      queryClient.fetchQuery({ ...profileQuery, staleTime: 0 }),
    ]);
  };

  /** The session changes hands behind the wait notice; no page renders until it has. */
  const switchSession = (waitNotice: string, change: () => Promise<string>) =>
    whileSessionSwitches(async () => {
      const key = notify({ id: waitNotice, text: t(waitNotice), disableAutoHide: true });
      try {
        const destination = await change();
        broadcastTabChange('acting-changed');
        await reloadSession();
        await navigate(destination);
      } finally {
        dismiss(key);
      }
    });

  // Home: the page the operator is on may be closed to the user acted for.
  const start = (companyId: string, userId: string) =>
    switchSession('impersonation.impersonation-wait', async () => {
      await startImpersonation(companyId, userId);
      return `/${encodeURIComponent(companyId)}/home`;
    });

  const stop = () =>
    switchSession('impersonation.stop-wait', async () => {
      const companyId = (await stopImpersonation())?.currentCompanyId;
      return isRealCompanyId(companyId) ? `/${encodeURIComponent(companyId)}/company/users` : '/0';
    });

  return { start, stop };
}
