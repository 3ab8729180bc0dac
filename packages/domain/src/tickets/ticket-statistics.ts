import { z } from 'zod';
import { defineCall } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import { TICKET_STATUSES } from './ticket-enums';
import { ticketStatisticsRoute } from './ticket-statistics-route';

/** §3 'ticket statistics': counts of the non-closed tickets per status (the navigation badge reads one). */
export const ticketStatisticsSchema = z.object({
  statusCounts: z.partialRecord(z.enum(TICKET_STATUSES), z.number().int()),
});
export type TicketStatistics = z.infer<typeof ticketStatisticsSchema>;

/**
 * §7 GET …/tickets/statistics/non-closed, also `ticketCalls.statistics`. The menu badge on every page reads
 * it, so it stands in a file of its own, and its route in another, which the web app's first load carries.
 */
export const ticketStatisticsCall = defineCall({
  ...ticketStatisticsRoute,
  params: companyParamsSchema,
  response: ticketStatisticsSchema,
});
