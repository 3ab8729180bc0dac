import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@kaista/domain/session';
import { callApi, queryApi } from '../api/call-api';
import { shellSessionCalls } from './shell-calls';

/** Query keys of the session's own data, shared by the shell and every feature. */
export const sessionKeys = {
  user: ['session', 'user'] as const,
  profile: ['session', 'profile'] as const,
  environment: ['session', 'environment'] as const,
};

/** §7: GET /users/self/info, loaded once the keep-alive or the login return confirms a session. */
export const userQuery = queryOptions({
  queryKey: sessionKeys.user,
  queryFn: ({ signal }) => queryApi(shellSessionCalls.userInfo, {}, signal),
  staleTime: Infinity,
  retry: false,
});

/** §3 Profile defaults, used when the profile cannot be read (§8: the profile call falls back to defaults). */
export const DEFAULT_PROFILE: Profile = {
  userLanguage: 'fi',
  currentCompanyInfo: null,
  defaultCompany: null,
  favourites: { companies: [] },
  searches: { companies: [] },
  mainTourDismissed: false,
  oneTimeUserAndPermissionGroupViewNotification: false,
};

async function fetchProfile(signal: AbortSignal): Promise<Profile> {
  const profile = await callApi(shellSessionCalls.profile, {}, { signal, silent: true }).catch(
    () => undefined,
  );
  return profile ?? DEFAULT_PROFILE;
}

/** §7: GET /users/self/profile. */
export const profileQuery = queryOptions({
  queryKey: sessionKeys.profile,
  queryFn: ({ signal }) => fetchProfile(signal),
  staleTime: Infinity,
  retry: false,
});

/** §9: the environment decides the feature flags; it does not change while the app runs. */
export const environmentQuery = queryOptions({
  queryKey: sessionKeys.environment,
  queryFn: ({ signal }) => queryApi(shellSessionCalls.environment, {}, signal),
  staleTime: Infinity,
});
