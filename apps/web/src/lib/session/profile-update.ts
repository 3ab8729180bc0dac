import type { Profile, ProfileUpdate } from '@kaista/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client';
import { sessionKeys } from './session-queries';

/** §7 PUT /users/self/profile; the answer is the whole profile, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => {
      const profile = await apiRequest<Profile>('/users/self/profile', {
        method: 'PUT',
        body: update,
        // A saved preference must not be cut off by the navigation it often comes with.
        signal: new AbortController().signal,
      });
      if (!profile) throw new Error('The profile update returned nothing');
      return profile;
    },
    onSuccess: (profile) => queryClient.setQueryData(sessionKeys.profile, profile),
  });
}
