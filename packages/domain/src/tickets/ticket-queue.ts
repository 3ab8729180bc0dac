import { z } from 'zod';
import { TICKET_STATUSES, TICKET_TYPES, TICKET_URGENCIES } from './ticket-enums';
import { COMPANY_ID_PATTERN } from '../shared/validation/identifiers';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { ticketSearchSchema, ticketSummarySchema } from './tickets';

/** The desk's assignee filter: the caller's own tickets, or those nobody has taken. */
export const TICKET_QUEUE_ASSIGNEES = ['mine', 'unassigned'] as const;
export type TicketQueueAssignee = (typeof TICKET_QUEUE_ASSIGNEES)[number];

/**
 * /0/tickets: every company's tickets in one queue, critical first, then the oldest. Without a status the
 * queue holds the open tickets (not CLOSED or ABANDONED); a status filter may name any status.
 */
export const ticketQueueQuerySchema = listQuerySchema({
  status: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(TICKET_STATUSES)).max(TICKET_STATUSES.length))
    .optional(),
  type: z.enum(TICKET_TYPES).optional(),
  urgency: z.enum(TICKET_URGENCIES).optional(),
  companyId: z.string().regex(COMPANY_ID_PATTERN).optional(),
  assignee: z.enum(TICKET_QUEUE_ASSIGNEES).optional(),
  /** The tickets for a day (a visit's, a shipment's arrival or pick-up): the data centre's plan for it. */
  day: z.iso.date().optional(),
  q: ticketSearchSchema,
});
export type TicketQueueQuery = z.input<typeof ticketQueueQuerySchema>;

export const ticketQueueItemSchema = ticketSummarySchema.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type TicketQueueItem = z.infer<typeof ticketQueueItemSchema>;

export const ticketQueuePageSchema = pageSchema(ticketQueueItemSchema);
export type TicketQueuePage = z.infer<typeof ticketQueuePageSchema>;

/** §6 operator staff's ticket desk across companies (CCUser, DCUser). */
export const ticketQueueCalls = namedCalls('ticketQueue', {
  list: defineCall({
    method: 'GET',
    path: '/api/tickets/queue',
    query: ticketQueueQuerySchema,
    response: ticketQueuePageSchema,
  }),
});
