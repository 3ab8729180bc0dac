import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { useNavigate } from 'react-router';
import { dismiss, notify } from '../../lib/notifications/notification-store';
import { profileQuery, userQuery } from '../../lib/session/session-queries';
import { broadcastTabChange } from '../../lib/session/tab-broadcast';
import { startImpersonation, stopImpersonation } from './impersonation-queries';

const WAIT_NOTICE_ID = 'impersonation.impersonation-wait';

/**
 * §4 impersonation: start shows a wait notice until the session has refreshed (user and profile of the
 * person acted for); stop reloads the operator's own user and profile and goes back to the users of the
 * company being served, where acting started, rather than to the company search. The other tabs are told
 * either way: they reload rather than show the one acted for while writing as another.
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

  const start = async (companyId: string, userId: string) => {
    const key = notify({
      id: WAIT_NOTICE_ID,
      text: t('impersonation.impersonation-wait'),
      disableAutoHide: true,
    });
    try {
      await startImpersonation(companyId, userId);
      broadcastTabChange('acting-changed');
      // Home first: the page the operator is on may be closed to the user acted for.
      await navigate(`/${encodeURIComponent(companyId)}/home`);
      await reloadSession();
    } finally {
      dismiss(key);
    }
  };

  const stop = async () => {
    const companyId = (await stopImpersonation())?.currentCompanyId;
    broadcastTabChange('acting-changed');
    await reloadSession();
    await navigate(isRealCompanyId(companyId) ? `/${encodeURIComponent(companyId)}/company/users` : '/0');
  };

  return { start, stop };
}
