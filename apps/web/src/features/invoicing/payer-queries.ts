import {
  payerCalls,
  type CostPoolInput,
  type CostPoolValues,
  type PayerValues,
  type PayerInput,
} from '@kaista/domain/invoices';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { toldOnFields } from '../../lib/forms/use-server-field-errors';
import { isNotFound } from '../../lib/http/not-found';

const keys = {
  payers: (companyId: string) => ['invoicing', companyId, 'payers'] as const,
  costPools: (companyId: string) => ['invoicing', companyId, 'costpools'] as const,
};

export const payerListQuery = (companyId: string, query: { offset: number; pageSize: number; q?: string }) =>
  queryOptions({
    queryKey: [...keys.payers(companyId), 'list', query] as const,
    queryFn: ({ signal }) => queryApi(payerCalls.list, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

export const payerQuery = (companyId: string, payerId: string) =>
  queryOptions({
    queryKey: [...keys.payers(companyId), payerId] as const,
    queryFn: ({ signal }) =>
      queryApi(payerCalls.get, { params: { id: companyId, payerId } }, signal, { tells: isNotFound }),
  });

export const costPoolPageQuery = (
  companyId: string,
  query: { offset: number; pageSize: number; name?: string },
) =>
  queryOptions({
    queryKey: [...keys.costPools(companyId), 'page', query] as const,
    queryFn: ({ signal }) => queryApi(payerCalls.costPoolPage, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

export const costPoolQuery = (companyId: string, costPoolId: string) =>
  queryOptions({
    queryKey: [...keys.costPools(companyId), costPoolId] as const,
    queryFn: ({ signal }) =>
      queryApi(payerCalls.costPool, { params: { id: companyId, costPoolId } }, signal, { tells: isNotFound }),
  });

/** Every cost centre of the company by name (the server's picker limit), for the choices of a filter. */
export const allCostPoolsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...keys.costPools(companyId), 'all'] as const,
    queryFn: ({ signal }) => queryApi(payerCalls.costPools, { params: { id: companyId } }, signal),
  });

export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['invoicing', 'countries', language] as const,
    queryFn: ({ signal }) => queryApi(payerCalls.countries, { query: {} }, signal),
    staleTime: 60 * 60_000,
  });

export const fInvoiceOperatorsQuery = queryOptions({
  queryKey: ['invoicing', 'f-invoice-operators'] as const,
  queryFn: ({ signal }) => queryApi(payerCalls.fInvoiceOperators, {}, signal),
  staleTime: 60 * 60_000,
});

/** The form's values as the contract takes them (it validates them again on the server). */
const asInput = (values: PayerValues): PayerInput => ({
  name: values.name,
  invoiceType: values.invoiceType,
  deliveryMethod: values.deliveryMethod,
  email: values.email ?? '',
  eInvoiceAddress: values.eInvoiceAddress ?? '',
  eInvoiceOperator: values.eInvoiceOperator ?? '',
  contactName: values.contactName ?? '',
  street: values.address?.street ?? '',
  postalNumber: values.address?.postalNumber ?? '',
  city: values.address?.city ?? '',
  country: values.address?.country ?? 'FI',
  reference: values.reference ?? '',
});

export function useCreatePayer(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PayerValues) =>
      sendApi(payerCalls.create, { params: { id: companyId }, body: asInput(values) }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.payers(companyId) }),
  });
}

/**
 * Conditional on the version shown: 412 when someone changed the agreement meanwhile, which the payer page
 * tells itself ('changed meanwhile' with a reload).
 */
export function useUpdatePayer(companyId: string, payerId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PayerValues) =>
      sendApi(
        payerCalls.update,
        { params: { id: companyId, payerId }, body: asInput(values) },
        { ifMatch: versionEtag(version), tellsStale: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.payers(companyId) }),
  });
}

/** §8 codes of a new cost centre that its form tells on a field: a name the company has already. */
export const COST_POOL_FIELD_CODES = { PARTY_EXISTS_WITH_NAME: 'name' } as const;

/** The form's values as the contract takes them: no description is an empty one. */
const asCostPoolInput = (values: CostPoolValues): CostPoolInput => ({
  name: values.name,
  description: values.description ?? '',
});

export function useCreateCostPool(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CostPoolValues) =>
      sendApi(
        payerCalls.createCostPool,
        { params: { id: companyId }, body: asCostPoolInput(values) },
        { tells: toldOnFields(COST_POOL_FIELD_CODES) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.costPools(companyId) }),
  });
}

/**
 * Conditional on the version shown, as an agreement's change is (412 told by the page). Every list and picker
 * of cost centres is read again: they show the name.
 */
export function useUpdateCostPool(companyId: string, costPoolId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CostPoolValues) =>
      sendApi(
        payerCalls.updateCostPool,
        { params: { id: companyId, costPoolId }, body: asCostPoolInput(values) },
        { ifMatch: versionEtag(version), tellsStale: true, tells: toldOnFields(COST_POOL_FIELD_CODES) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.costPools(companyId) }),
  });
}
