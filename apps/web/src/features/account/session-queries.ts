import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionCalls } from '@kaista/domain/session';
import { callApi, queryApi } from '../../lib/api/call-api';

/** GET /users/self/sessions: the user's live sessions, oldest first. */
export const activeSessionsQuery = queryOptions({
  queryKey: ['users', 'self', 'sessions'] as const,
  queryFn: ({ signal }) => queryApi(sessionCalls.activeSessions, {}, signal),
  staleTime: 0,
});

/** DELETE /users/self/sessions/others: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(sessionCalls.endOtherSessions, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey }),
  });
}
