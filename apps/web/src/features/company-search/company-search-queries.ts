import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { companySearchCalls, companySearchQuerySchema, type NewCompany } from '@kaista/domain/company-search';
import { sessionCalls } from '@kaista/domain/session';
import { callApi, queryApi, sendApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';

/** The company search always asks for the customer status (§7 search2), so the address need not say it. */
export const SEARCH_DEFAULTS = { includeCustomerStatus: 'true' } as const;

/** The search box's text, paging and the customer status flag. */
export type CompanySearchState = ListState<typeof companySearchQuerySchema>;

const searchKey = (state: CompanySearchState) => ['company-search', state] as const;

/** §7 GET /businesses/search2, with the customer status. */
export function companySearchQuery(state: CompanySearchState) {
  return queryOptions({
    queryKey: searchKey(state),
    queryFn: ({ signal }) => queryApi(companySearchCalls.search, { query: state }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

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
