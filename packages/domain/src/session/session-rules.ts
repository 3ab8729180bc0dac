import { LOGIN_STATE_LENGTH } from '../shared/constants/limits';
import { TIMINGS } from '../shared/constants/timings';

export type KeepAliveOutcome =
  { kind: 'logged-in' } | { kind: 'no-session' } | { kind: 'retry'; afterMs: number };

/** §4 session: keep-alive 200 means logged in, 204 means no session (start login), anything else retries in 5 s. */
export function keepAliveOutcome(status: number): KeepAliveOutcome {
  if (status === 200) return { kind: 'logged-in' };
  if (status === 204) return { kind: 'no-session' };
  return { kind: 'retry', afterMs: TIMINGS.keepAliveRetryMs };
}

/** §2: the login's return routes, which open without a session and are never the route to come back to. */
export const LOGIN_RETURN_PATHS: readonly string[] = ['/oauth', '/defaultreturn'];

/**
 * §2: the pages that open without a session: the login's return routes and the error page. Every other page
 * sits behind the session gate, so a visit to one without a session cookie can only start the login.
 */
export const PAGES_WITHOUT_SESSION: readonly string[] = [...LOGIN_RETURN_PATHS, '/_error'];

/** §4: the login redirect state is 64 hexadecimal characters; anything else is not ours. */
export function isValidLoginState(state: string | null | undefined): boolean {
  return new RegExp(`^[0-9a-f]{${LOGIN_STATE_LENGTH}}$`).test(state ?? '');
}

/** §2: the last visited route is kept for going back for one day. */
export function isRouteHistoryValid(savedAtMs: number, nowMs: number): boolean {
  return nowMs - savedAtMs >= 0 && nowMs - savedAtMs < TIMINGS.routeHistoryValidMs;
}
