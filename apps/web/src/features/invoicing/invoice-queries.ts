import { invoiceCalls, invoiceListQuerySchema } from '@kaista/domain/invoices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';

/** The list's paging, order and §4 filters, as the address keeps them. */
export type InvoiceListState = ListState<typeof invoiceListQuerySchema>;

export const invoiceListQuery = (companyId: string, state: InvoiceListState) =>
  queryOptions({
    queryKey: ['invoicing', companyId, 'invoices', state] as const,
    queryFn: ({ signal }) => queryApi(invoiceCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (companyId: string, invoiceId: string) =>
  queryOptions({
    queryKey: ['invoicing', companyId, 'invoice', invoiceId] as const,
    queryFn: ({ signal }) => queryApi(invoiceCalls.detail, { params: { id: companyId, invoiceId } }, signal),
  });

/** The last year's spend by cost centre and month. */
export const spendQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['invoicing', companyId, 'spend'] as const,
    queryFn: ({ signal }) => queryApi(invoiceCalls.spend, { params: { id: companyId } }, signal),
  });
