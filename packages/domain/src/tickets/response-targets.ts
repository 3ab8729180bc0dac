import { CLOSED_TICKET_STATUSES } from './tickets';
import type { TicketStatus, TicketUrgency } from './ticket-enums';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The desk's promise per urgency: hours to the first answer (acceptance) and to the resolution. */
export const TICKET_RESPONSE_TARGETS: Readonly<
  Record<TicketUrgency, { firstReplyHours: number; resolutionHours: number }>
> = {
  critical: { firstReplyHours: 1, resolutionHours: 8 },
  normal: { firstReplyHours: 8, resolutionHours: 72 },
};

/** Statuses whose clock is stopped: the ticket is done or waits for the customer, not for the desk. */
const CLOCK_STOPPED: readonly TicketStatus[] = [...CLOSED_TICKET_STATUSES, 'RESOLVED', 'PENDING_CUSTOMER'];

export type TicketTargetKind = 'firstReply' | 'resolution';

interface TimedTicket {
  urgency: TicketUrgency;
  status: TicketStatus;
  createdAt: string;
}

/** The target a ticket runs against now, and when it falls due; null while its clock is stopped. */
export function ticketDeadline(ticket: TimedTicket): { kind: TicketTargetKind; dueAt: Date } | null {
  if (CLOCK_STOPPED.includes(ticket.status)) return null;
  const target = TICKET_RESPONSE_TARGETS[ticket.urgency];
  const kind: TicketTargetKind = ticket.status === 'UNTOUCHED' ? 'firstReply' : 'resolution';
  const hours = kind === 'firstReply' ? target.firstReplyHours : target.resolutionHours;
  return { kind, dueAt: new Date(Date.parse(ticket.createdAt) + hours * HOUR_MS) };
}

/** Whole minutes left to the ticket's current target (negative once overdue); null while its clock is stopped. */
export function ticketTimeLeft(
  ticket: TimedTicket,
  now: Date,
): { kind: TicketTargetKind; minutes: number } | null {
  const deadline = ticketDeadline(ticket);
  if (!deadline) return null;
  return { kind: deadline.kind, minutes: Math.round((deadline.dueAt.getTime() - now.getTime()) / MINUTE_MS) };
}
