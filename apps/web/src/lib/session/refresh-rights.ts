import type { UserInfo } from '@kaista/domain/session';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import type { QueryClient } from '@tanstack/react-query';
import { sendApi } from '../api/call-api';
import { HttpError } from '../http/http-error';
import { sessionKeys } from './session-queries';
import { shellRightsRefreshCall } from './shell-calls';

/**
 * A 403 means the user's rights changed since they were loaded (someone took one away mid-session): the
 * rights in the current company are read anew (§7 POST /users/{uid}/refresh), so the menu and the route
 * guards drop what is gone at once. Someone no longer in the company at all gets their whole info reloaded.
 */
export async function refreshRightsAfter(error: unknown, client: QueryClient): Promise<void> {
  if (!(error instanceof HttpError) || error.status !== 403) return;
  const user = client.getQueryData<UserInfo>(sessionKeys.user);
  const companyId = user?.currentCompanyId;
  if (!user || !isRealCompanyId(companyId) || !user.organizations.some((org) => org.uid === companyId))
    return;
  try {
    const fresh = await sendApi(
      shellRightsRefreshCall,
      { params: { id: companyId, userId: user.uid } },
      { silent: true },
    );
    client.setQueryData<UserInfo>(
      sessionKeys.user,
      (info) =>
        info && {
          ...info,
          organizations: info.organizations.map((org) => (org.uid === fresh.uid ? fresh : org)),
        },
    );
  } catch {
    await client.invalidateQueries({ queryKey: sessionKeys.user });
  }
}
