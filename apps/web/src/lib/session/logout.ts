import { callApi } from '../api/call-api';
import { clearEtagCache } from '../http/etag-cache';
import { i18n } from '../i18n/i18n';
import { logoutPath } from './auth-paths';
import { browserLocation } from './browser-location';
import { clearSessionStorage } from './session-storage';
import { shellSessionCalls } from './shell-calls';

/** §2 user menu / §7: DELETE /sessions, then the auth root ends the login and shows the login page. */
export async function logout(): Promise<void> {
  await callApi(shellSessionCalls.logout, {}, { silent: true }).catch(() => undefined);
  clearSessionStorage();
  clearEtagCache();
  browserLocation.assign(logoutPath(i18n.language));
}
