import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { keepAliveOutcome } from '@kaista/domain/session';
import { sendFirstKeepAlive } from '../../lib/session/keep-alive';
import { environmentQuery, profileQuery, userQuery } from '../../lib/session/session-queries';

/** The id of the session gate's route, above every page that needs a session. */
export const SESSION_ROUTE_ID = 'session';

/**
 * A page behind the session gate starts its session calls with the entry script, beside the page's own code
 * rather than after it (LCP): the keep-alive's first beat and, with a session, the user, profile and
 * environment. The gate takes over the beat's answer and finds the queries under way.
 */
export function startSessionEarly(router: DataRouter, client: QueryClient): void {
  if (!router.state.matches.some((match) => match.route.id === SESSION_ROUTE_ID)) return;
  void sendFirstKeepAlive().then((status) => {
    if (keepAliveOutcome(status ?? 0).kind !== 'logged-in') return;
    void client.prefetchQuery(userQuery);
    void client.prefetchQuery(profileQuery);
    void client.prefetchQuery(environmentQuery);
  });
}
