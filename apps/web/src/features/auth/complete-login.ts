import { PAGES_WITHOUT_SESSION, sessionCalls } from '@kaista/domain/session';
import { landingPath } from '@kaista/domain/shared/roles';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api';
import { environmentQuery, profileQuery, userQuery } from '../../lib/session/session-queries';
import { initialRoute, markLoggedIn } from '../../lib/session/session-storage';

const NOT_A_DESTINATION = ['/', ...PAGES_WITHOUT_SESSION];

/**
 * §4/§7 login return: opens the portal session, loads the user and profile, and answers where to go: the
 * route asked for before the login, else the user's landing page. The environment, which the session gate also
 * waits for, is asked beside them rather than after the landing page's code has loaded; the gate reports its
 * failure, as on any other load.
 */
export async function completeLogin(queryClient: QueryClient, signal: AbortSignal): Promise<string> {
  await callApi(sessionCalls.start, {}, { signal });
  void queryClient.prefetchQuery(environmentQuery);
  const [user, profile] = await Promise.all([
    queryClient.fetchQuery(userQuery),
    queryClient.fetchQuery(profileQuery),
  ]);
  markLoggedIn();
  const initial = initialRoute();
  if (initial && !NOT_A_DESTINATION.includes(initial.split('?')[0] ?? '')) return initial;
  return landingPath(user, profile.defaultCompany?.uid ?? null);
}
