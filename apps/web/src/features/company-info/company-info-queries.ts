import type { Company } from '@kaista/domain/businesses';
import { companyInfoCalls } from '@kaista/domain/company-info';
import { versionEtag, type ApiCall, type CallInput } from '@kaista/domain/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import type { AnyCall } from '../../lib/api/routed-call';
import { companyQuery } from '../../lib/session/company-query';

export const companyInfoKeys = {
  all: (companyId: string) => ['company-info', companyId] as const,
};

const listQuery =
  <C extends ApiCall>(name: string, call: AnyCall<C>) =>
  (companyId: string) =>
    queryOptions({
      queryKey: [...companyInfoKeys.all(companyId), name] as const,
      queryFn: ({ signal }) =>
        queryApi(call, { params: { id: companyId } } as unknown as CallInput<C>, signal),
    });

export const externalLinksQuery = listQuery('links', companyInfoCalls.externalLinks);
export const administratorsQuery = listQuery('administrators', companyInfoCalls.administrators);
export const sitesQuery = listQuery('sites', companyInfoCalls.sites);
export const storesQuery = listQuery('stores', companyInfoCalls.stores);

type CompanyUpdate =
  | typeof companyInfoCalls.rename
  | typeof companyInfoCalls.setHeadOffice
  | typeof companyInfoCalls.setCompanyType
  | typeof companyInfoCalls.setExternalLinks;

/**
 * One update of the company, conditional on the version shown (412 when someone changed it meanwhile);
 * errors are the form's to show. The company and its details are read anew after it.
 */
export function useCompanyUpdate<C extends CompanyUpdate>(company: Company, call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<C> extends { body: infer B } ? B : never) =>
      sendApi(call as CompanyUpdate, { params: { id: company.uid }, body } as never, {
        silent: true,
        ifMatch: versionEtag(company.version),
      }),
    onSuccess: async (updated) => {
      client.setQueryData(companyQuery(company.uid).queryKey, updated);
      await client.invalidateQueries({ queryKey: companyInfoKeys.all(company.uid) });
    },
  });
}
