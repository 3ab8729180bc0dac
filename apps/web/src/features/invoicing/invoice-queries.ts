import { invoiceCalls, invoiceListQuerySchema, type InvoiceLinesQuery } from '@kaista/domain/invoices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';

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
    queryFn: ({ signal }) =>
      queryApi(invoiceCalls.detail, { params: { id: companyId, invoiceId } }, signal, { tells: isNotFound }),
  });

/** A page of an invoice's lines, optionally those behind a spend bar (a cost centre and/or a type). */
export const invoiceLinesQuery = (
  companyId: string,
  invoiceId: string,
  query: Pick<InvoiceLinesQuery, 'offset' | 'costPoolId' | 'serviceType'>,
) =>
  queryOptions({
    queryKey: ['invoicing', companyId, 'invoice', invoiceId, 'lines', query] as const,
    queryFn: ({ signal }) =>
      queryApi(invoiceCalls.lines, { params: { id: companyId, invoiceId }, query }, signal, {
        tells: isNotFound,
      }),
    placeholderData: keepPreviousData,
  });

/** The last year's spend by cost centre and month. */
export const spendQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['invoicing', companyId, 'spend'] as const,
    queryFn: ({ signal }) => queryApi(invoiceCalls.spend, { params: { id: companyId } }, signal),
  });
