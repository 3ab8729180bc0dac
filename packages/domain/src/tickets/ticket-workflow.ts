import { z } from 'zod';
import { TICKET_STATUSES, type TicketStatus } from './ticket-enums';

/** Where the desk may leave from while a ticket is being worked: escalations and every pending state. */
const WORKING: readonly TicketStatus[] = [
  'SOLVING',
  'REASSIGNED',
  'ESCALATED_TO_OPERATIONS',
  'FORWARDED_TO_3RD_LEVEL',
  'ESCALATED_TO_3RD_PARTY',
  'PENDING_3RD_PARTY',
  'PENDING_CHANGE',
  'PENDING_INTERNAL',
  'PENDING_CUSTOMER',
];

const workingExcept = (status: TicketStatus) => WORKING.filter((other) => other !== status);

/**
 * §4 ticket workflow, the one table that the server enforces (409 ILLEGAL_STATE) and the web offers buttons
 * from: a new ticket is accepted, worked (escalated, forwarded or waiting on someone), resolved and closed;
 * a resolved ticket may be reopened; ABANDONED ends a ticket nobody needs any more. CLOSED and ABANDONED are
 * final, EMPTY and unknown only come from old data and can only be abandoned.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  UNTOUCHED: ['ACCEPTED', 'SOLVING', 'ABANDONED'],
  ACCEPTED: ['SOLVING', 'REASSIGNED', 'PENDING_CUSTOMER', 'RESOLVED', 'ABANDONED'],
  SOLVING: [...workingExcept('SOLVING'), 'RESOLVED', 'ABANDONED'],
  REASSIGNED: [...workingExcept('REASSIGNED'), 'ACCEPTED', 'RESOLVED', 'ABANDONED'],
  ESCALATED_TO_OPERATIONS: [...workingExcept('ESCALATED_TO_OPERATIONS'), 'RESOLVED', 'ABANDONED'],
  FORWARDED_TO_3RD_LEVEL: [...workingExcept('FORWARDED_TO_3RD_LEVEL'), 'RESOLVED', 'ABANDONED'],
  ESCALATED_TO_3RD_PARTY: [...workingExcept('ESCALATED_TO_3RD_PARTY'), 'RESOLVED', 'ABANDONED'],
  PENDING_3RD_PARTY: [...workingExcept('PENDING_3RD_PARTY'), 'RESOLVED', 'ABANDONED'],
  PENDING_CHANGE: [...workingExcept('PENDING_CHANGE'), 'RESOLVED', 'ABANDONED'],
  PENDING_INTERNAL: [...workingExcept('PENDING_INTERNAL'), 'RESOLVED', 'ABANDONED'],
  PENDING_CUSTOMER: [...workingExcept('PENDING_CUSTOMER'), 'RESOLVED', 'ABANDONED'],
  RESOLVED: ['SOLVING', 'CLOSED'],
  CLOSED: [],
  ABANDONED: [],
  EMPTY: ['ABANDONED'],
  unknown: ['ABANDONED'],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean =>
  TICKET_TRANSITIONS[from].includes(to);

export const ticketStatusChangeSchema = z.object({ status: z.enum(TICKET_STATUSES) });
export type TicketStatusChange = z.input<typeof ticketStatusChangeSchema>;

/** Assign to a staff member by id (the caller's own for "assign to me"), or null to leave it unassigned. */
export const ticketAssignmentSchema = z.object({ assigneeId: z.string().min(1).max(64).nullable() });
export type TicketAssignment = z.input<typeof ticketAssignmentSchema>;

/** `details`: the customer (or the desk for them) changed the type's details, e.g. moved a visit. */
export const TICKET_EVENT_KINDS = ['status', 'assignment', 'details'] as const;

/** One entry of a ticket's timeline, shown to the customer and the desk alike. */
export const ticketEventSchema = z.object({
  id: z.string(),
  kind: z.enum(TICKET_EVENT_KINDS),
  fromStatus: z.enum(TICKET_STATUSES).nullable(),
  toStatus: z.enum(TICKET_STATUSES).nullable(),
  assigneeName: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;
