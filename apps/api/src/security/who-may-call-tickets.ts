import { both, hasPermission, hasRole, type Rule } from './who-may-call-rules';

const readsTickets = hasPermission('TicketingReadTicket');
// §6 tickets: a new ticket (and so an answer, a cancellation, an attachment) needs read and one write permission.
const writesTickets = both(
  readsTickets,
  hasPermission('TicketingWriteTicket', 'TicketingWriteWholesaleTicket'),
);

/** Support requests, the desk that works them and the pickers of the ticket form. */
export const TICKET_CALLS: Record<string, Rule> = {
  'GET /api/businesses/{id}/tickets': readsTickets,
  'GET /api/businesses/{id}/tickets/statistics/non-closed': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/comments': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/attachments': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/attachments/{attachmentId}': readsTickets,
  'GET /api/businesses/{id}/customerservicegroup': readsTickets,
  'POST /api/businesses/{id}/tickets': writesTickets,
  'POST /api/businesses/{id}/tickets/{ticketId}/comments': writesTickets,
  'POST /api/businesses/{id}/tickets/{ticketId}/attachments': writesTickets,
  'POST /api/businesses/{id}/invalidateCase': writesTickets,
  // A ticket's own details change by whoever may write tickets (the service checks the type's own right).
  'PUT /api/businesses/{id}/tickets/{ticketId}/details': writesTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/timeline': readsTickets,
  // §6: the ticket desk (workflow, assignment, internal notes) is customer care's and delivery coordination's.
  'PUT /api/businesses/{id}/tickets/{ticketId}/status': hasRole('CCUser', 'DCUser'),
  'PUT /api/businesses/{id}/tickets/{ticketId}/assignee': hasRole('CCUser', 'DCUser'),
  'POST /api/businesses/{id}/tickets/{ticketId}/notes': hasRole('CCUser', 'DCUser'),
  // The desk's queue across every company is theirs too.
  'GET /api/tickets/queue': hasRole('CCUser', 'DCUser'),
  // The ticket form's pickers: contact groups are read by whoever may write tickets or groups.
  'GET /api/businesses/{id}/contactgroups': hasPermission(
    'TicketingReadContactGroup',
    'TicketingWriteContactGroup',
    'TicketingWriteTicket',
    'TicketingWriteWholesaleTicket',
  ),
  'POST /api/businesses/{id}/contactgroups': hasPermission('TicketingWriteContactGroup'),
  'GET /api/businesses/{id}/devices': writesTickets,
  'GET /api/businesses/{id}/devices/generic': writesTickets,
};
