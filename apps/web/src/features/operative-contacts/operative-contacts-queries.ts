import {
  operativeContactCalls,
  type OperativeContact,
  type OperativeContactInput,
  type OperativeContactListQuery,
} from '@kaista/domain/operative-contacts';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';

export const operativeContactKeys = {
  all: (companyId: string) => ['operative-contacts', companyId] as const,
};

export const operativeContactListQuery = (companyId: string, query: OperativeContactListQuery) =>
  queryOptions({
    queryKey: [...operativeContactKeys.all(companyId), query] as const,
    queryFn: ({ signal }) =>
      queryApi(operativeContactCalls.list, { params: { id: companyId }, query }, signal),
    placeholderData: keepPreviousData,
  });

/** A new contact, or a change of the one shown on the version read (412 when changed meanwhile). */
export function useSaveOperativeContact(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, contact }: { body: OperativeContactInput; contact: OperativeContact | null }) =>
      contact
        ? sendApi(
            operativeContactCalls.update,
            { params: { id: companyId, contactId: contact.id }, body },
            { silent: true, ifMatch: versionEtag(contact.version) },
          )
        : sendApi(operativeContactCalls.create, { params: { id: companyId }, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: operativeContactKeys.all(companyId) }),
  });
}

export function useDeleteOperativeContact(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: OperativeContact) =>
      sendApi(
        operativeContactCalls.delete,
        { params: { id: companyId, contactId: contact.id } },
        { silent: true, ifMatch: versionEtag(contact.version) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: operativeContactKeys.all(companyId) }),
  });
}
