import { LOGIN_RETURN_PATHS } from '@kaista/domain/session';
import { LOGIN_STATE_LENGTH } from '@kaista/domain/shared/constants';
import { clearEtagCache } from '../http/etag-cache';
import { loginUri } from './auth-paths';
import { browserLocation } from './browser-location';
import { clearSessionStorage, saveInitialRoute, saveLoginState } from './session-storage';

/** §4: a random 64-character hex state, checked when the login returns to /oauth. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LOGIN_STATE_LENGTH / 2));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** §4: no session; forget the tab's session data, remember where the user was going, go to the login. */
export function startLogin(): void {
  clearSessionStorage();
  clearEtagCache();
  const state = randomState();
  saveLoginState(state);
  const { pathname, search, hash } = window.location;
  if (!LOGIN_RETURN_PATHS.includes(pathname)) saveInitialRoute(`${pathname}${search}${hash}`);
  browserLocation.assign(loginUri(state));
}
