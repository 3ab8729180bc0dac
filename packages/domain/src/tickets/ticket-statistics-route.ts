/**
 * The method and path of the ticket statistics call, apart from its schemas (ticket-statistics.ts): the menu
 * badge on every page makes it, and the web app's first load carries no zod (issue 17).
 */
export const ticketStatisticsRoute = {
  method: 'GET',
  path: '/api/businesses/:id/tickets/statistics/non-closed',
} as const;
