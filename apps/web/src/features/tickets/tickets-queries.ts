import { serviceCalls } from '@kaista/domain/services';
import { versionEtag } from '@kaista/domain/shared/api';
import {
  ticketCalls,
  ticketListQuerySchema,
  ticketReferenceCalls,
  type CreateContactGroup,
  type ChangeTicketDetails,
  type CreateTicket,
  type Ticket,
} from '@kaista/domain/tickets';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { toldOnFields } from '../../lib/forms/use-server-field-errors';
import type { ListState } from '../../lib/lists/list-search';
import { isNotFound } from '../../lib/http/not-found';
import { ticketKeys } from './ticket-keys';

/** The list's offset, page size, sort, direction, status filter and free text. */
export type TicketListState = ListState<typeof ticketListQuerySchema>;

export const ticketListQuery = (companyId: string, state: TicketListState) =>
  queryOptions({
    queryKey: [...ticketKeys.lists(companyId), state] as const,
    queryFn: ({ signal }) => queryApi(ticketCalls.list, { params: { id: companyId }, query: state }, signal),
    placeholderData: keepPreviousData,
  });

export const ticketQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(companyId, ticketId),
    queryFn: ({ signal }) =>
      queryApi(ticketCalls.get, { params: { id: companyId, ticketId } }, signal, { tells: isNotFound }),
  });

export const ticketCommentsQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(companyId, ticketId), 'comments'] as const,
    queryFn: ({ signal }) => queryApi(ticketCalls.comments, { params: { id: companyId, ticketId } }, signal),
  });

export const ticketAttachmentsQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(companyId, ticketId), 'attachments'] as const,
    queryFn: ({ signal }) =>
      queryApi(ticketCalls.attachments, { params: { id: companyId, ticketId } }, signal),
  });

export const ticketDevicesQuery = (companyId: string, freeText: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'devices', freeText] as const,
    queryFn: async ({ signal }) => {
      const params = { id: companyId };
      const [own, generic] = await Promise.all([
        queryApi(ticketReferenceCalls.devices, { params, query: { freeText, pageSize: 20 } }, signal),
        queryApi(ticketReferenceCalls.genericDevices, { params }, signal),
      ]);
      return [...own.items, ...generic];
    },
    staleTime: 5 * 60_000,
  });

/** The services' own search (§7 /search/services), asked only once there is text to search by. */
export const ticketSubscriptionsQuery = (companyId: string, text: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'subscriptions', text] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.search, { params: { id: companyId }, query: { q: text, hits: 20 } }, signal),
    enabled: text !== '',
    staleTime: 60_000,
  });

/** A subscription a link names (?service=), read to show it as the form's choice. */
export const ticketSubscriptionQuery = (companyId: string, serviceId: string | null) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'subscription', serviceId] as const,
    queryFn: ({ signal }) =>
      queryApi(serviceCalls.get, { params: { id: companyId, serviceId: serviceId ?? '' } }, signal),
    enabled: serviceId !== null,
    staleTime: 60_000,
  });

export const contactGroupsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'contactgroups'] as const,
    queryFn: ({ signal }) =>
      queryApi(
        ticketReferenceCalls.contactGroups,
        { params: { id: companyId }, query: { pageSize: 20 } },
        signal,
      ),
    staleTime: 5 * 60_000,
  });

/** §8 codes of a new contact group that its dialog tells on a field (a name the company has already). */
export const CONTACT_GROUP_FIELD_CODES = { PARTY_EXISTS_WITH_NAME: 'name' } as const;

/**
 * §7 POST /contactgroups. Field errors of the answer (a name or an address refused, a name taken) go on the
 * dialog's fields; any other refusal shows its own §8 notice from the transport, so the dialog adds no words
 * of its own.
 */
export function useCreateContactGroup(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: CreateContactGroup) =>
      sendApi(
        ticketReferenceCalls.createContactGroup,
        { params: { id: companyId }, body: group },
        // The field tells it: a notice beside it would say it twice.
        { tells: toldOnFields(CONTACT_GROUP_FIELD_CODES) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: contactGroupsQuery(companyId).queryKey }),
  });
}

export const customerServiceGroupQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['tickets', companyId, 'customerservicegroup'] as const,
    // A card beside the form: when it cannot be read the form is still there, so no notice.
    queryFn: ({ signal }) =>
      queryApi(ticketReferenceCalls.customerServiceGroup, { params: { id: companyId } }, signal, {
        silent: true,
      }),
    staleTime: 60 * 60_000,
  });

/** A new ticket changes the lists and the counts, nothing else. */
export function useCreateTicket(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticket: CreateTicket) =>
      sendApi(ticketCalls.create, { params: { id: companyId }, body: ticket }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
      await client.invalidateQueries({ queryKey: ticketKeys.statistics(companyId) });
    },
  });
}

/**
 * A comment or a file may answer a ticket waiting for the customer (out of PENDING_CUSTOMER): the ticket with
 * its conversation, the lists and the badge follow.
 */
export async function refreshAnsweredTicket(client: QueryClient, companyId: string, ticketId: string) {
  await client.invalidateQueries({ queryKey: ticketKeys.detail(companyId, ticketId) });
  await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
  await client.invalidateQueries({ queryKey: ticketKeys.statistics(companyId) });
}

export function useAddComment(companyId: string, ticketId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      sendApi(ticketCalls.addComment, { params: { id: companyId, ticketId }, body: { body } }),
    onSuccess: () => refreshAnsweredTicket(client, companyId, ticketId),
  });
}

/**
 * New details of a ticket, conditional on the version shown: 412 when it changed meanwhile, which the form
 * tells itself, as it tells the details' field errors. The ticket, its timeline and the lists follow.
 */
export function useChangeTicketDetails(companyId: string, ticket: Pick<Ticket, 'id' | 'version'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: ChangeTicketDetails['details']) =>
      sendApi(
        ticketCalls.changeDetails,
        { params: { id: companyId, ticketId: ticket.id }, body: { details } },
        { ifMatch: versionEtag(ticket.version), tellsStale: true },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ticketKeys.detail(companyId, ticket.id) });
      await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
    },
  });
}

/** The ticket's status changes, assignments and changes of its details, oldest first. */
export const ticketTimelineQuery = (companyId: string, ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(companyId, ticketId), 'timeline'] as const,
    queryFn: ({ signal }) => queryApi(ticketCalls.timeline, { params: { id: companyId, ticketId } }, signal),
  });
