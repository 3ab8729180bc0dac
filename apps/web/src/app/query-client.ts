import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/http/http-error';
import { refreshRightsAfter } from '../lib/session/refresh-rights';

/** The refusals (4xx) that may pass when asked again: a timeout and a rate limit. */
const WORTH_ASKING_AGAIN = new Set([408, 429]);

/**
 * The HTTP client already showed a notice for a failed call; one retry covers a dropped connection or a
 * server's passing fault. A refusal is not asked again, so a page not found says so at once.
 */
export function retriesOnce(failures: number, error: Error): boolean {
  const refused = error instanceof HttpError && error.status < 500 && !WORTH_ASKING_AGAIN.has(error.status);
  return failures < 1 && !refused;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: retriesOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
    // Rights taken away mid-session show at once: the menu loses the entry that just answered 403.
    queryCache: new QueryCache({ onError: (error) => void refreshRightsAfter(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => void refreshRightsAfter(error, client) }),
  });
  return client;
}
