import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { refreshRightsAfter } from '../lib/session/refresh-rights';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // The HTTP client already showed a notice for a failed call; one retry covers a dropped connection.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
    // Rights taken away mid-session show at once: the menu loses the entry that just answered 403.
    queryCache: new QueryCache({ onError: (error) => void refreshRightsAfter(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => void refreshRightsAfter(error, client) }),
  });
  return client;
}
