import { versionEtag } from '@kaista/domain/shared/api';
import { ticketCalls, type Ticket, type TicketAssignment, type TicketStatus } from '@kaista/domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../../lib/api/call-api';
import { ticketKeys } from './ticket-keys';

/**
 * The desk's changes, each conditional on the ticket as shown (If-Match of its version); silent, so the
 * panel says itself what a refusal means (changed meanwhile, or not allowed from this status).
 */
export function useTicketDeskChanges(companyId: string, ticket: Ticket) {
  const client = useQueryClient();
  const params = { id: companyId, ticketId: ticket.id };
  const options = { silent: true, ifMatch: versionEtag(ticket.version) };
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ticketKeys.detail(companyId, ticket.id) });
    await client.invalidateQueries({ queryKey: ticketKeys.lists(companyId) });
    await client.invalidateQueries({ queryKey: ticketKeys.statistics(companyId) });
    await client.invalidateQueries({ queryKey: ['ticket-queue'] });
  };
  const changeStatus = useMutation({
    mutationFn: (status: TicketStatus) =>
      sendApi(ticketCalls.changeStatus, { params, body: { status } }, options),
    onSuccess: refresh,
  });
  const assign = useMutation({
    mutationFn: (body: TicketAssignment) => sendApi(ticketCalls.assign, { params, body }, options),
    onSuccess: refresh,
  });
  const addNote = useMutation({
    mutationFn: (body: string) => sendApi(ticketCalls.addNote, { params, body: { body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.detail(companyId, ticket.id) }),
  });
  return { changeStatus, assign, addNote, reload: refresh };
}
