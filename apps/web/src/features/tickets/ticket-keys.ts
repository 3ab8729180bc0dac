/**
 * Query keys: everything of a company's tickets sits under ['tickets', companyId] (the badge too). Apart from
 * the queries, so that the menu badge on every page brings no other ticket call into the first load.
 */
export const ticketKeys = {
  company: (companyId: string) => ['tickets', companyId] as const,
  lists: (companyId: string) => ['tickets', companyId, 'list'] as const,
  statistics: (companyId: string) => ['tickets', companyId, 'statistics'] as const,
  detail: (companyId: string, ticketId: string) => ['tickets', companyId, 'detail', ticketId] as const,
};
