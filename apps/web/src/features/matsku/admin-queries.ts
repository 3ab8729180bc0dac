import {
  productAdminCalls,
  type AdminProduct,
  type AdminProductQuery,
  type Assortment,
  type ProductStatusChange,
  type StockBalanceInput,
  type UpdateAssortment,
} from '@kaista/domain/matsku';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { isChangedMeanwhile } from './admin-write-failed';

/** The operator's side of the shop (§7 productmanagement); every change is sent on the version shown. */
const key = ['matsku-admin'] as const;
const PAGE_SIZE = 20;

export const adminProductsQuery = (query: Partial<AdminProductQuery>) =>
  queryOptions({
    queryKey: [...key, 'products', query] as const,
    queryFn: ({ signal }) =>
      queryApi(productAdminCalls.products, { query: { pageSize: PAGE_SIZE, ...query } }, signal),
    placeholderData: keepPreviousData,
  });

export const adminProductQuery = (productCode: string) =>
  queryOptions({
    queryKey: [...key, 'product', productCode] as const,
    queryFn: ({ signal }) => queryApi(productAdminCalls.product, { params: { productCode } }, signal),
  });

export const assortmentsQuery = () =>
  queryOptions({
    queryKey: [...key, 'assortments'] as const,
    queryFn: ({ signal }) => queryApi(productAdminCalls.assortments, {}, signal),
  });

export const ADMIN_PAGE_SIZE = PAGE_SIZE;

function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The shop's own catalogue queries are another company's cache key; they refetch when next shown.
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
    // Another change came first (412): the lists are read again before the page's own failure runs, so what
    // it shows, and the version the next change is sent on, are the latest.
    onError: (error) => (isChangedMeanwhile(error) ? client.invalidateQueries({ queryKey: key }) : undefined),
  });
}

export const useSetProductStatus = () =>
  useAdminMutation(({ product, status }: { product: AdminProduct; status: ProductStatusChange }) =>
    sendApi(
      productAdminCalls.setStatus,
      { params: { productCode: product.code }, body: { status } },
      { silent: true, ifMatch: versionEtag(product.version) },
    ),
  );

export const useSynchronize = () =>
  useAdminMutation((product: AdminProduct) =>
    sendApi(
      productAdminCalls.synchronize,
      { params: { productCode: product.code } },
      { silent: true, ifMatch: versionEtag(product.version) },
    ),
  );

export const useSetStock = () =>
  useAdminMutation(
    ({ product, body }: { product: { code: string; version: number }; body: StockBalanceInput }) =>
      sendApi(
        productAdminCalls.setStock,
        { params: { productCode: product.code }, body },
        { silent: true, ifMatch: versionEtag(product.version) },
      ),
  );

export const useCreateAssortment = () =>
  useAdminMutation((name: string) =>
    sendApi(productAdminCalls.createAssortment, { body: { name } }, { silent: true }),
  );

export const useUpdateAssortment = () =>
  useAdminMutation(({ assortment, body }: { assortment: Assortment; body: UpdateAssortment }) =>
    sendApi(
      productAdminCalls.updateAssortment,
      { params: { assortmentId: assortment.id }, body },
      { silent: true, ifMatch: versionEtag(assortment.version) },
    ),
  );
