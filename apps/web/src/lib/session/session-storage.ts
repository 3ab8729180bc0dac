import { isValidLoginState } from '@kaista/domain/session';

// §4: what survives the round trip through the login page lives in the tab's session storage.
const LOGIN_STATE = 'kaista.loginState';
const INITIAL_ROUTE = 'kaista.initialRoute';
const LOGGED_IN = 'kaista.loggedIn';

export function saveLoginState(state: string): void {
  sessionStorage.setItem(LOGIN_STATE, state);
}

export function loginStateMatches(state: string | null): boolean {
  return isValidLoginState(state) && sessionStorage.getItem(LOGIN_STATE) === state;
}

export function saveInitialRoute(route: string): void {
  sessionStorage.setItem(INITIAL_ROUTE, route);
}

/** The route the user asked for before logging in. */
export function initialRoute(): string | null {
  return sessionStorage.getItem(INITIAL_ROUTE);
}

/** Once the login has returned, its state and initial route are spent. */
export function forgetLoginReturn(): void {
  sessionStorage.removeItem(INITIAL_ROUTE);
  sessionStorage.removeItem(LOGIN_STATE);
}

export function markLoggedIn(): void {
  sessionStorage.setItem(LOGGED_IN, 'true');
}

export function isMarkedLoggedIn(): boolean {
  return sessionStorage.getItem(LOGGED_IN) === 'true';
}

export function clearSessionStorage(): void {
  sessionStorage.clear();
}
