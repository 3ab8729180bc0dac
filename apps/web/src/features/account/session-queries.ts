import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '@kaista/domain';
import { apiGet, apiRequest } from '../../lib/http/api-client';

/** GET /users/self/sessions: the user's live sessions, oldest first. */
export const activeSessionsQuery = queryOptions({
  queryKey: ['users', 'self', 'sessions'] as const,
  queryFn: ({ signal }) => apiGet<ActiveSession[]>('/users/self/sessions', signal),
  staleTime: 0,
});

/** DELETE /users/self/sessions/others: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/users/self/sessions/others', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey }),
  });
}
