import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { adminToolsCalls, type EnvironmentMode } from '@kaista/domain/admin-tools';
import { companySearchCalls, companySearchQuerySchema, type NewCompany } from '@kaista/domain/company-search';
import { impersonationCalls } from '@kaista/domain/impersonation';
import { sessionCalls } from '@kaista/domain/session';
import { callApi, queryApi, sendApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';

/** The company search always asks for the customer status (§7 search2), so the address need not say it. */
export const SEARCH_DEFAULTS = { includeCustomerStatus: 'true' } as const;

/** The search box's text, paging and the customer status flag. */
export type CompanySearchState = ListState<typeof companySearchQuerySchema>;

export const operatorKeys = {
  search: (state: CompanySearchState) => ['operator', 'search', state] as const,
  adminSession: ['operator', 'admin-session'] as const,
};

/** §7 GET /businesses/search2, with the customer status. */
export function companySearchQuery(state: CompanySearchState) {
  return queryOptions({
    queryKey: operatorKeys.search(state),
    queryFn: ({ signal }) => queryApi(companySearchCalls.search, { query: state }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const adminSessionQuery = queryOptions({
  queryKey: operatorKeys.adminSession,
  queryFn: ({ signal }) => queryApi(adminToolsCalls.session, {}, signal),
  staleTime: 0,
});

/** POST /businesses; silent, since the form shows a taken business ID on its field. */
export const useCreateCompany = () =>
  useMutation({
    mutationFn: (company: NewCompany) =>
      sendApi(companySearchCalls.create, { body: company }, { silent: true }),
  });

export const activateCompany = (companyId: string) =>
  callApi(
    sessionCalls.activateCompany,
    { params: { id: companyId } },
    { signal: new AbortController().signal },
  );

export const startImpersonation = (companyId: string, userId: string) =>
  sendApi(impersonationCalls.start, { params: { id: companyId, uid: userId } });

/** Answers the company the session serves, to go back to it. */
export const stopImpersonation = () => sendApi(impersonationCalls.stop, {});

export const setEnvironmentMode = (environment: EnvironmentMode['environment']) =>
  sendApi(adminToolsCalls.setEnvironmentMode, { body: { environment } });
