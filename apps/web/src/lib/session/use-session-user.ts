import { useQuery } from '@tanstack/react-query';
import type { Profile, UserInfo } from '@kaista/domain/session';
import { profileQuery, userQuery } from './session-queries';

/** The signed-in user and profile; only for pages below the session gate, which waits for both. */
export function useSessionUser(): { user: UserInfo; profile: Profile } {
  const user = useQuery(userQuery).data;
  const profile = useQuery(profileQuery).data;
  if (!user || !profile) throw new Error('useSessionUser is used outside the session gate');
  return { user, profile };
}
