/** The auth root of DESIGN.md §4: login, keep-alive and logout live under /gauth. */
export const logoutUri = '/gauth/logout';

/** Logout in the user's language: the login page after it speaks theirs, not the browser's preference. */
export function logoutPath(language: string): string {
  return `${logoutUri}?lang=${encodeURIComponent(language)}`;
}
export const keepAliveUri = '/gauth/keepalive';

export function loginUri(state: string): string {
  return `/gauth/login?state=${encodeURIComponent(state)}`;
}

/** The server's page that sends a one-time link for a new password (and ends the other sessions once used). */
export function passwordChangePath(language: string): string {
  return `/gauth/password/forgot?lang=${encodeURIComponent(language)}`;
}
