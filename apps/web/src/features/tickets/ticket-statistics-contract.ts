// The badge's contract, loaded apart from the first load (use-tickets-badge.ts).
export { ticketStatisticsCall } from '@kaista/domain/tickets';
