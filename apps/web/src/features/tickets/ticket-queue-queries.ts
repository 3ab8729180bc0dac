import { ticketQueueCalls, type ticketQueueQuerySchema } from '@kaista/domain/tickets';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import type { ListState } from '../../lib/lists/list-search';

/** The queue's paging and filters, as the address holds them. */
export type TicketQueueState = ListState<typeof ticketQueueQuerySchema>;

/** Under ['ticket-queue'], which every desk change invalidates (ticket-desk-queries.ts). */
export const ticketQueueQuery = (state: TicketQueueState) =>
  queryOptions({
    queryKey: ['ticket-queue', state] as const,
    queryFn: ({ signal }) => queryApi(ticketQueueCalls.list, { query: state }, signal),
    placeholderData: keepPreviousData,
  });
