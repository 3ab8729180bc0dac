import {
  serviceCalls,
  serviceListQuerySchema,
  type LifecycleInput,
  type ServiceDetail,
} from '@kaista/domain/services';
import { type PoaInput, type PoaListQuery, type PoaResultInput } from '@kaista/domain/powers-of-attorney';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';

/** The list's paging, order and filters, as the address keeps them. */
export type ServiceListState = ListState<typeof serviceListQuerySchema>;

export const serviceKeys = {
  all: (companyId: string) => ['services', companyId] as const,
  service: (companyId: string, serviceId: string) => ['services', companyId, 'service', serviceId] as const,
};

export const serviceListQuery = (companyId: string, state: ServiceListState) =>
  queryOptions({
    queryKey: [...serviceKeys.all(companyId), 'list', state] as const,
    queryFn: ({ signal }) => queryApi(serviceCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const serviceFilterChoicesQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...serviceKeys.all(companyId), 'filter-choices'] as const,
    // Read again on every visit: a cost centre made on the invoicing pages a moment ago is a choice at once.
    queryFn: ({ signal }) => queryApi(serviceCalls.filterChoices, { params: { id: companyId } }, signal),
  });

export const serviceQuery = (companyId: string, serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.service(companyId, serviceId),
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.get, { params: { id: companyId, serviceId } }, signal, { tells: isNotFound }),
  });

export const serviceActionsQuery = (companyId: string, serviceId: string) =>
  queryOptions({
    queryKey: [...serviceKeys.service(companyId, serviceId), 'actions'] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.actions, { params: { id: companyId, serviceId } }, signal, { tells: isNotFound }),
  });

export const terminationDatesQuery = (companyId: string, serviceId: string) =>
  queryOptions({
    queryKey: [...serviceKeys.service(companyId, serviceId), 'termination-dates'] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.terminationDates, { params: { id: companyId, serviceId } }, signal),
  });

export const availablePlansQuery = (companyId: string, serviceId: string) =>
  queryOptions({
    queryKey: [...serviceKeys.service(companyId, serviceId), 'available-plans'] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.availablePlans, { params: { id: companyId, serviceId } }, signal),
  });

export const serviceOrdersQuery = (companyId: string, serviceId: string) =>
  queryOptions({
    queryKey: [...serviceKeys.service(companyId, serviceId), 'orders'] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.orders, { params: { id: companyId, serviceId } }, signal, { tells: isNotFound }),
  });

/** After an action the service, its actions and the lists that show it are read anew. */
function useAfterChange(companyId: string) {
  const client = useQueryClient();
  return async (updated: ServiceDetail) => {
    client.setQueryData(serviceKeys.service(companyId, updated.id), updated);
    await client.invalidateQueries({ queryKey: serviceKeys.all(companyId) });
  };
}

/** §7 POST /lifecycle, conditional on the version shown (412 when it changed meanwhile). */
export function useLifecycle(companyId: string, service: ServiceDetail) {
  const afterChange = useAfterChange(companyId);
  return useMutation({
    mutationFn: (body: LifecycleInput) =>
      sendApi(
        serviceCalls.lifecycle,
        { params: { id: companyId, serviceId: service.id }, body },
        { ifMatch: versionEtag(service.version), silent: true },
      ),
    onSuccess: afterChange,
  });
}

/** §7 POST /activatesim or /replacesim (the same body and answer); ICCID errors are the form's to show. */
export function useSimChange(companyId: string, service: ServiceDetail, replace: boolean) {
  const afterChange = useAfterChange(companyId);
  return useMutation({
    mutationFn: (iccid: string) =>
      sendApi(
        replace ? serviceCalls.replaceSim : serviceCalls.activateSim,
        { params: { id: companyId, serviceId: service.id }, body: { iccid } },
        { ifMatch: versionEtag(service.version), silent: true },
      ),
    onSuccess: afterChange,
  });
}

/** §7 /pukcodes: read on demand only (each view is audited), never cached. */
export function usePukCodes(companyId: string, serviceId: string) {
  return useMutation({
    mutationFn: () =>
      sendApi(serviceCalls.pukCodes, { params: { id: companyId, serviceId } }, { silent: true }),
  });
}

/** §7 POST /changepackage: makes a CHANGE order; the service and its order history are read anew. */
export function useChangePackage(companyId: string, service: ServiceDetail) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageCode: string) =>
      sendApi(
        serviceCalls.changePackage,
        { params: { id: companyId, serviceId: service.id }, body: { packageCode } },
        { ifMatch: versionEtag(service.version), silent: true },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: serviceKeys.service(companyId, service.id) });
    },
  });
}

/** §7 POST /poa/create: the power of attorney recorded as pending; its errors are the form's to show. */
export function useCreatePoa(companyId: string, serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PoaInput) =>
      sendApi(serviceCalls.poaCreate, { params: { id: companyId, serviceId }, body }, { silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: poaKeys(companyId) });
    },
  });
}

const poaKeys = (companyId: string) => [...serviceKeys.all(companyId), 'poas'] as const;

/** The company's powers of attorney (one service's with `serviceId`) and their §4 signing state. */
export const poaListQuery = (companyId: string, query: PoaListQuery) =>
  queryOptions({
    queryKey: [...poaKeys(companyId), query] as const,
    queryFn: ({ signal }) => queryApi(serviceCalls.poaList, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

/** Records the signing's result of a pending power of attorney; its §4 refusals are the form's to show. */
export function useRecordPoaResult(companyId: string, poaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PoaResultInput) =>
      sendApi(serviceCalls.poaResult, { params: { id: companyId, poaId }, body }, { silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: poaKeys(companyId) });
    },
  });
}
