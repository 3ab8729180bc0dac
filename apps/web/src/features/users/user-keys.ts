import { useQueryClient } from '@tanstack/react-query';

/** Everything of a company's users sits under ['users', companyId], so a change refreshes exactly that. */
export const userKeys = {
  company: (companyId: string) => ['users', companyId] as const,
  detail: (companyId: string, userId: string) => ['users', companyId, 'detail', userId] as const,
  // Shared by the query and its change: a toggle refreshes only this part of the user page.
  externalServices: (companyId: string, userId: string) =>
    ['users', companyId, 'detail', userId, 'external-services'] as const,
};

/** After a change: the list and every user page sit under the company, so all are read anew. */
export function useRefreshUsers(companyId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.company(companyId) });
}
