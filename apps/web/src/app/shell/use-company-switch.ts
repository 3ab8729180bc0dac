import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../lib/api/call-api';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { sessionKeys, userQuery } from '../../lib/session/session-queries';
import { shellSessionCalls } from '../../lib/session/shell-calls';
import { useRouteTable } from '../routing/route-table';
import { switchTarget } from '../routing/switch-target';

/**
 * §2/§4 company switch: activates the company for the session, reloads the user for it and moves the
 * page over to it. The company already shown is no switch at all.
 */
export function useCompanySwitch(currentCompanyId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routeTable = useRouteTable();
  const flags = useFeatureFlags();

  return async (targetCompanyId: string) => {
    if (targetCompanyId === (currentCompanyId ?? '0')) return;
    // The switch ends in a navigation; its own calls must not be aborted as the old page's.
    const signal = new AbortController().signal;
    await callApi(shellSessionCalls.activateCompany, { params: { id: targetCompanyId } }, { signal });
    const user = await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
    await queryClient.invalidateQueries({ queryKey: sessionKeys.profile });
    await navigate(switchTarget({ routes: routeTable(), pathname, targetCompanyId, user, flags }));
  };
}
