import type { ProfileUpdate } from '@kaista/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../api/call-api';
import { sessionKeys } from './session-queries';
import { shellSessionCalls } from './shell-calls';

/**
 * §7 PUT /users/self/profile; the answer is the whole profile, which replaces the cached one. A refused value
 * (a company no longer the user's) shows its notice, unless the caller `tellsFieldErrors` itself (a form).
 */
export function useUpdateProfile({ tellsFieldErrors = false }: { tellsFieldErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // A saved preference must not be cut off by the navigation it often comes with.
    mutationFn: (update: ProfileUpdate) =>
      sendApi(shellSessionCalls.updateProfile, { body: update }, { tellsFieldErrors }),
    onSuccess: (profile) => queryClient.setQueryData(sessionKeys.profile, profile),
  });
}
