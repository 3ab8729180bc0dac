import { assetCalls, assetListQuerySchema, type AssetDetail } from '@kaista/domain/services';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';

/** The assets list's paging, order and filters, as the address keeps them. */
export type AssetListState = ListState<typeof assetListQuerySchema>;

export const assetKeys = {
  all: (companyId: string) => ['assets', companyId] as const,
  asset: (companyId: string, assetId: string) => ['assets', companyId, 'asset', assetId] as const,
};

export const assetListQuery = (companyId: string, state: AssetListState) =>
  queryOptions({
    queryKey: [...assetKeys.all(companyId), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(assetCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const assetProductGroupsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...assetKeys.all(companyId), 'product-groups'] as const,
    queryFn: ({ signal }) => queryApi(assetCalls.productGroups, { params: { id: companyId } }, signal),
    staleTime: 60_000,
  });

export const assetQuery = (companyId: string, assetId: string) =>
  queryOptions({
    queryKey: assetKeys.asset(companyId, assetId),
    queryFn: ({ signal }) =>
      queryApi(assetCalls.get, { params: { id: companyId, assetId } }, signal, { tells: isNotFound }),
  });

/** §4 repair asset, conditional on the version shown (412 when it changed meanwhile). */
export function useRepairAsset(companyId: string, asset: AssetDetail) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fault: string) =>
      sendApi(
        assetCalls.repair,
        { params: { id: companyId, assetId: asset.id }, body: { fault } },
        { ifMatch: versionEtag(asset.version), silent: true },
      ),
    onSuccess: async (updated) => {
      client.setQueryData(assetKeys.asset(companyId, updated.id), updated);
      await client.invalidateQueries({ queryKey: assetKeys.all(companyId) });
      // The repair order shows in the linked service's order history.
      await client.invalidateQueries({ queryKey: ['services', companyId] });
    },
  });
}
