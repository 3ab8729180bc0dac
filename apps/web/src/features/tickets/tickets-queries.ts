import {
  type ContactGroup,
  type CreateTicket,
  type CustomerServiceGroup,
  type Ticket,
  type TicketAttachment,
  type TicketComment,
  type TicketDevice,
  type TicketPage,
  ticketListQuerySchema,
} from '@kaista/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/api-client';
import { uploadFile } from '../../lib/http/upload-file';
import { writeListQuery, type ListState } from '../../lib/lists/list-search';

/** The list's offset, page size, sort, direction, status filter and free text. */
export type TicketListState = ListState<typeof ticketListQuerySchema>;

const companyPath = (companyId: string) => `/businesses/${encodeURIComponent(companyId)}`;
export const ticketPath = (companyId: string, ticketId: string) =>
  `${companyPath(companyId)}/tickets/${encodeURIComponent(ticketId)}`;

/** Query keys: everything of a company's tickets sits under ['tickets', companyId] (the badge too). */
export const ticketKeys = {
  company: (companyId: string) => ['tickets', companyId] as const,
  lists: (companyId: string) => ['tickets', companyId, 'list'] as const,
  statistics: (companyId: string) => ['tickets', companyId, 'statistics'] as const,
  detail: (companyId: string, ticketId: string) => ['tickets', companyId, 'detail', ticketId] as const,
};

export const ticketListQuery = (companyId: string, state: TicketListState) =>
  queryOptions({
    queryKey: [...ticketKeys.lists(companyId), state] as const,
    queryFn: ({ signal }) =>
      apiGet<TicketPage>(`${companyPath(companyId)}/tickets?${writeListQuery(state)}`, signal),
    placeholderData: keepPreviousData,
  });

export const ticketQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(companyId, ticketId),
    queryFn: ({ signal }) => apiGet<Ticket>(ticketPath(companyId, ticketId), signal),
  });

export const ticketCommentsQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(companyId, ticketId), 'comments'] as const,
    queryFn: ({ signal }) => apiGet<TicketComment[]>(`${ticketPath(companyId, ticketId)}/comments`, signal),
  });

export const ticketAttachmentsQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(companyId, ticketId), 'attachments'] as const,
    queryFn: ({ signal }) =>
      apiGet<TicketAttachment[]>(`${ticketPath(companyId, ticketId)}/attachments`, signal),
  });

export const ticketDevicesQuery = (companyId: string, freeText: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'devices', freeText] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ freeText, pageSize: '20' });
      const [own, generic] = await Promise.all([
        apiGet<{ items: TicketDevice[] }>(`${companyPath(companyId)}/devices?${search.toString()}`, signal),
        apiGet<TicketDevice[]>(`${companyPath(companyId)}/devices/generic`, signal),
      ]);
      return [...own.items, ...generic];
    },
    staleTime: 5 * 60_000,
  });

export const contactGroupsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'contactgroups'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ items: ContactGroup[] }>(`${companyPath(companyId)}/contactgroups?pageSize=20`, signal),
    staleTime: 5 * 60_000,
  });

export const customerServiceGroupQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'customerservicegroup'] as const,
    queryFn: ({ signal }) =>
      apiGet<CustomerServiceGroup>(`${companyPath(companyId)}/customerservicegroup`, signal),
    staleTime: 60 * 60_000,
  });

/** A new ticket changes the lists and the counts, nothing else. */
export function useCreateTicket(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: CreateTicket) =>
      (await apiRequest<Ticket>(`${companyPath(companyId)}/tickets`, { method: 'POST', body: ticket }))!,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
      await client.invalidateQueries({ queryKey: ticketKeys.statistics(companyId) });
    },
  });
}

/** A comment may move the ticket out of PENDING_CUSTOMER: the ticket, the lists and the badge follow. */
export function useAddComment(companyId: string, ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await apiRequest<TicketComment>(`${ticketPath(companyId, ticketId)}/comments`, {
        method: 'POST',
        body: { body },
      }))!,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ticketKeys.detail(companyId, ticketId) });
      await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
      await client.invalidateQueries({ queryKey: ticketKeys.statistics(companyId) });
    },
  });
}

/** Uploads one file to a ticket with progress (§3 attachments). */
export const uploadTicketAttachment =
  (companyId: string, ticketId: string) => (file: File, onProgress: (fraction: number) => void) =>
    uploadFile<TicketAttachment>(`${ticketPath(companyId, ticketId)}/attachments`, file, onProgress);
