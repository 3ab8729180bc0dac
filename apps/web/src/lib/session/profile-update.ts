import type { ProfileUpdate } from '@kaista/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../api/call-api';
import { sessionKeys } from './session-queries';
import { shellSessionCalls } from './shell-calls';

/** §7 PUT /users/self/profile; the answer is the whole profile, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // A saved preference must not be cut off by the navigation it often comes with.
    mutationFn: (update: ProfileUpdate) => sendApi(shellSessionCalls.updateProfile, { body: update }),
    onSuccess: (profile) => queryClient.setQueryData(sessionKeys.profile, profile),
  });
}
