import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AdminSession,
  Company,
  CompanySearchResult,
  EnvironmentInfo,
  ImpersonationCandidate,
  ImpersonationState,
  NewCompany,
  SessionState,
} from '@kaista/domain';
import { companySearchQuerySchema } from '@kaista/domain';
import { apiGet, apiRequest } from '../../lib/http/api-client';
import { writeListQuery, type ListState } from '../../lib/lists/list-search';

/** The company search always asks for the customer status (§7 search2), so the address need not say it. */
export const SEARCH_DEFAULTS = { includeCustomerStatus: 'true' } as const;

/** The search box's text, paging and the customer status flag. */
export type CompanySearchState = ListState<typeof companySearchQuerySchema>;

const ownSignal = () => new AbortController().signal;

async function required<T>(body: Promise<T | undefined>, what: string): Promise<T> {
  const value = await body;
  if (value === undefined) throw new Error(`${what} returned nothing`);
  return value;
}

export const operatorKeys = {
  search: (state: CompanySearchState) => ['operator', 'search', state] as const,
  candidates: (companyId: string) => ['operator', 'candidates', companyId] as const,
  adminSession: ['operator', 'admin-session'] as const,
};

/** §7 GET /businesses/search2, with the customer status. */
export function companySearchQuery(state: CompanySearchState) {
  const query = writeListQuery(state);
  return queryOptions({
    queryKey: operatorKeys.search(state),
    queryFn: ({ signal }) => apiGet<CompanySearchResult>(`/businesses/search2?${query}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The company's users, offered for "act as". */
export function candidatesQuery(companyId: string) {
  return queryOptions({
    queryKey: operatorKeys.candidates(companyId),
    queryFn: ({ signal }) =>
      apiGet<ImpersonationCandidate[]>(
        `/businesses/${encodeURIComponent(companyId)}/impersonations/users`,
        signal,
      ),
  });
}

export const adminSessionQuery = queryOptions({
  queryKey: operatorKeys.adminSession,
  queryFn: ({ signal }) => apiGet<AdminSession>('/admintools/session', signal),
  staleTime: 0,
});

/** POST /businesses; silent, since the form shows a taken business ID on its field. */
export const useCreateCompany = () =>
  useMutation({
    mutationFn: (company: NewCompany) =>
      required(
        apiRequest<Company>('/businesses', {
          method: 'POST',
          body: company,
          signal: ownSignal(),
          silent: true,
        }),
        'POST /businesses',
      ),
  });

export const activateCompany = (companyId: string) =>
  apiRequest(`/businesses/${encodeURIComponent(companyId)}/activate`, {
    method: 'POST',
    signal: ownSignal(),
  });

export const startImpersonation = (companyId: string, userId: string) =>
  required(
    apiRequest<ImpersonationState>(
      `/businesses/${encodeURIComponent(companyId)}/impersonations/${encodeURIComponent(userId)}`,
      { method: 'POST', signal: ownSignal() },
    ),
    'POST impersonations',
  );

/** Answers the company the session serves, to go back to it. */
export const stopImpersonation = () =>
  apiRequest<SessionState>('/impersonations', { method: 'DELETE', signal: ownSignal() });

export const setEnvironmentMode = (environment: string | null) =>
  required(
    apiRequest<EnvironmentInfo>('/environmentmode', {
      method: 'PUT',
      body: { environment },
      signal: ownSignal(),
    }),
    'PUT /environmentmode',
  );
