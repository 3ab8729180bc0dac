import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
import { PAGING } from '@kaista/domain';
import { apiGet, apiRequest } from '../../lib/http/api-client';

/** The company search page size (§9 default list page size). */
export const SEARCH_PAGE_SIZE = PAGING.defaultPageSize;

const ownSignal = () => new AbortController().signal;

async function required<T>(body: Promise<T | undefined>, what: string): Promise<T> {
  const value = await body;
  if (value === undefined) throw new Error(`${what} returned nothing`);
  return value;
}

export const operatorKeys = {
  search: (query: string, offset: number) => ['operator', 'search', query, offset] as const,
  candidates: (companyId: string) => ['operator', 'candidates', companyId] as const,
  adminSession: ['operator', 'admin-session'] as const,
};

/** §7 GET /businesses/search2, with the customer status. */
export function companySearchQuery(query: string, offset: number) {
  const params = new URLSearchParams({
    query,
    includeCustomerStatus: 'true',
    offset: String(offset),
    pageSize: String(SEARCH_PAGE_SIZE),
  });
  return queryOptions({
    queryKey: operatorKeys.search(query, offset),
    queryFn: ({ signal }) => apiGet<CompanySearchResult>(`/businesses/search2?${params}`, signal),
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

export const createCompany = (company: NewCompany) =>
  required(
    apiRequest<Company>('/businesses', { method: 'POST', body: company, signal: ownSignal(), silent: true }),
    'POST /businesses',
  );

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
