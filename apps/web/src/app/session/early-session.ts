import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import type { Company } from '@kaista/domain/businesses';
import { keepAliveOutcome, type EnvironmentInfo, type Profile, type UserInfo } from '@kaista/domain/session';
import { sendFirstKeepAlive } from '../../lib/session/keep-alive';
import { companyQuery } from '../../lib/session/company-query';
import { environmentQuery, profileQuery, userQuery } from '../../lib/session/session-queries';

/** The id of the session gate's route, above every page that needs a session. */
export const SESSION_ROUTE_ID = 'session';

/** The id of the data block in which the server puts the session's first answers (the API's web-app.ts). */
export const SESSION_PRELOAD_ID = 'kaista-session';

type PreloadedSession = { user: UserInfo; profile: Profile; environment: EnvironmentInfo; company?: Company };

/** The session's answers the server put into the page, once; null when it put none. */
function takePreloadedSession(): PreloadedSession | null {
  const block = document.getElementById(SESSION_PRELOAD_ID);
  if (!block) return null;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as Partial<PreloadedSession> | null;
    return data?.user && data.profile && data.environment ? (data as PreloadedSession) : null;
  } catch {
    return null;
  }
}

/**
 * A page behind the session gate starts its session calls with the entry script, beside the page's own code
 * rather than after it (LCP). When the server served the page with the session's answers (user, profile,
 * environment, and the company in the path when there is one), the queries start with them and the page
 * renders without waiting for the calls; the keep-alive's first beat is sent all the same (§7: once on
 * load), and the gate takes its answer. Otherwise the beat and, with a session, the user, profile and
 * environment calls go out at once, and the gate finds them under way; without a session the beat starts the
 * login at once.
 */
export function startSessionEarly(router: DataRouter, client: QueryClient): void {
  const preloaded = takePreloadedSession();
  const { matches } = router.state;
  if (!matches.some((match) => match.route.id === SESSION_ROUTE_ID)) return;
  if (preloaded) {
    client.setQueryData(userQuery.queryKey, preloaded.user);
    client.setQueryData(profileQuery.queryKey, preloaded.profile);
    client.setQueryData(environmentQuery.queryKey, preloaded.environment);
    const companyId = matches.at(-1)?.params.companyId;
    if (preloaded.company && companyId)
      client.setQueryData(companyQuery(companyId).queryKey, preloaded.company);
  }
  void sendFirstKeepAlive().then((status) => {
    if (preloaded || keepAliveOutcome(status ?? 0).kind !== 'logged-in') return;
    void client.prefetchQuery(userQuery);
    void client.prefetchQuery(profileQuery);
    void client.prefetchQuery(environmentQuery);
  });
}
