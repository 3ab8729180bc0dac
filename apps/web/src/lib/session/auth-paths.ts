/** The auth root of DESIGN.md §4: login, keep-alive and logout live under /gauth. */
export const logoutUri = '/gauth/logout';
export const keepAliveUri = '/gauth/keepalive';

export function loginUri(state: string): string {
  return `/gauth/login?state=${encodeURIComponent(state)}`;
}
