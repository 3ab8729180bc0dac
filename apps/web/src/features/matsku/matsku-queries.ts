import {
  matskuCalls,
  type MatskuCart,
  type OfficeSuppliesOrderInput,
  type ProductSearchQuery,
  type SubmitShopOrder,
} from '@kaista/domain/matsku';
import { versionEtag } from '@kaista/domain/shared/api';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { i18n } from '../../lib/i18n/i18n';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { isNotFound } from '../../lib/http/not-found';

export const matskuKeys = {
  all: (companyId: string) => ['matsku', companyId] as const,
  cart: (companyId: string) => ['matsku', companyId, 'cart'] as const,
  catalogue: (companyId: string) => ['matsku', companyId, 'catalogue'] as const,
};

export const productSearchQuery = (companyId: string, query: Partial<ProductSearchQuery>) =>
  queryOptions({
    queryKey: [...matskuKeys.catalogue(companyId), 'search', query] as const,
    queryFn: ({ signal }) => queryApi(matskuCalls.search, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

export const productQuery = (companyId: string, productCode: string, storeId?: string) =>
  queryOptions({
    queryKey: [...matskuKeys.catalogue(companyId), 'product', productCode, storeId] as const,
    queryFn: ({ signal }) =>
      queryApi(matskuCalls.product, { params: { id: companyId, productCode }, query: { storeId } }, signal, {
        tells: isNotFound,
      }),
  });

export const storesQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...matskuKeys.all(companyId), 'stores'] as const,
    queryFn: ({ signal }) => queryApi(matskuCalls.stores, { params: { id: companyId } }, signal),
    staleTime: 10 * 60_000,
  });

export const cartQuery = (companyId: string) =>
  queryOptions({
    queryKey: matskuKeys.cart(companyId),
    queryFn: ({ signal }) => queryApi(matskuCalls.cart, { params: { id: companyId } }, signal),
  });

/** The version the next change is made against: the cart as last answered (412 if another tab moved it). */
const ifMatchOf = (client: QueryClient, companyId: string) => {
  const cart = client.getQueryData<MatskuCart>(matskuKeys.cart(companyId));
  return cart ? versionEtag(cart.version) : undefined;
};

export type CartChange =
  | { kind: 'add'; productCode: string; quantity: number }
  | { kind: 'set'; entryNumber: number; quantity: number }
  | { kind: 'delete'; entryNumber: number }
  | { kind: 'store'; storeId: string | null }
  | { kind: 'reference'; endCustomerReference: string };

function sendChange(companyId: string, change: CartChange, ifMatch: string | undefined) {
  const params = { id: companyId };
  // The change's own notices follow in useCartChange.
  const options = { ifMatch, silent: true };
  switch (change.kind) {
    case 'add':
      return sendApi(
        matskuCalls.addEntry,
        { params, body: { productCode: change.productCode, quantity: change.quantity } },
        options,
      );
    case 'set':
      return sendApi(
        matskuCalls.setEntry,
        { params: { ...params, entryNumber: change.entryNumber }, body: { quantity: change.quantity } },
        options,
      );
    case 'delete':
      return sendApi(
        matskuCalls.deleteEntry,
        { params: { ...params, entryNumber: change.entryNumber } },
        options,
      );
    case 'store':
      return sendApi(matskuCalls.setStore, { params, body: { storeId: change.storeId } }, options);
    case 'reference':
      return sendApi(
        matskuCalls.setReference,
        { params, body: { endCustomerReference: change.endCustomerReference } },
        options,
      );
  }
}

/**
 * Every change of the cart answers the whole cart, which replaces the cached one. Changes run one after the
 * other (one mutation scope per cart), so each is made against the version the previous one left.
 */
export function useCartChange(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `matsku-cart-${companyId}` },
    mutationFn: (change: CartChange) => sendChange(companyId, change, ifMatchOf(client, companyId)),
    onSuccess: (cart) => client.setQueryData(matskuKeys.cart(companyId), cart),
    onError: (error, change) => {
      void client.invalidateQueries({ queryKey: matskuKeys.cart(companyId) });
      cartChangeNotice(error, change);
    },
  });
}

const isStale = (error: Error) => error instanceof HttpError && error.status === 412;

function notifyOwn(key: string, type: 'warning' | 'error') {
  notify({ id: key, text: i18n.t(key), language: i18n.language, type });
}

/** §8: a basket changed in another window, an add that failed, or the code's own notice (NO_STOCK). */
function cartChangeNotice(error: Error, change: CartChange) {
  const code = error instanceof HttpError ? error.code : null;
  if (isStale(error)) notifyOwn('matsku.changed-meanwhile', 'warning');
  else if (change.kind === 'add' && code !== 'NO_STOCK') notifyOwn('matsku.add-failed', 'error');
  else if (error instanceof HttpError) showErrorNotice(error);
}

/**
 * An order changes the stock everywhere and leaves a new, empty cart. The form tells a refused field (the
 * place of delivery) on the field; a basket changed in another window meanwhile (412) says so, and the basket
 * is read again; any other refusal shows its §8 notice.
 */
export function useSubmitOrder(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: SubmitShopOrder) =>
      sendApi(
        matskuCalls.submitOrder,
        { params: { id: companyId }, body: order },
        { ifMatch: ifMatchOf(client, companyId), tellsStale: true },
      ),
    onError: (error) => {
      if (isStale(error)) notifyOwn('matsku.changed-meanwhile', 'warning');
    },
    onSettled: () => client.invalidateQueries({ queryKey: matskuKeys.all(companyId) }),
  });
}

/** §7 office supplies order of the configured company; resent under one Idempotency-Key, it is one order. */
export function useOfficeSuppliesOrder(companyId: string) {
  return useMutation({
    mutationFn: (order: OfficeSuppliesOrderInput) =>
      sendApi(matskuCalls.submitOfficeSuppliesOrder, { params: { id: companyId }, body: order }),
  });
}

export const pastOrdersQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...matskuKeys.all(companyId), 'past-orders'] as const,
    queryFn: ({ signal }) =>
      queryApi(matskuCalls.pastOrders, { params: { id: companyId }, query: { pageSize: 5 } }, signal),
  });

/** A past order back into the basket; the answer's basket replaces the cached one. A button: no fields. */
export function useReorder(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `matsku-cart-${companyId}` },
    mutationFn: (orderNumber: string) =>
      sendApi(
        matskuCalls.reorder,
        { params: { id: companyId }, body: { orderNumber } },
        { ifMatch: ifMatchOf(client, companyId), tellsFieldErrors: false },
      ),
    onSuccess: (result) => client.setQueryData(matskuKeys.cart(companyId), result.cart),
    onError: () => void client.invalidateQueries({ queryKey: matskuKeys.cart(companyId) }),
  });
}
