/** §3 ticket types. */
export const TICKET_TYPES = [
  'SERVICE_REQUEST',
  'INCIDENT',
  'TECHNICAL_QUESTION_OR_REQUEST',
  'WHOLESALE_INCIDENT',
  'WHOLESALE_SERVICE',
  'NEW_ORDER',
  'ACCESS_REQUEST',
  'ESCORTED_ACCESS',
  'INBOUND_SHIPMENT',
  'OUTBOUND_SHIPMENT',
  'REMOTE_HANDS',
  'INVOICING',
  'CHANGE_REQUEST',
  'GUIDANCE',
  'TERMINATION',
  'OTHER',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** §3 ticket urgency. */
export const TICKET_URGENCIES = ['normal', 'critical'] as const;
export type TicketUrgency = (typeof TICKET_URGENCIES)[number];

/** §4 ticket statuses. */
export const TICKET_STATUSES = [
  'UNTOUCHED',
  'ACCEPTED',
  'SOLVING',
  'REASSIGNED',
  'ESCALATED_TO_OPERATIONS',
  'FORWARDED_TO_3RD_LEVEL',
  'ESCALATED_TO_3RD_PARTY',
  'PENDING_3RD_PARTY',
  'PENDING_CHANGE',
  'PENDING_INTERNAL',
  'PENDING_CUSTOMER',
  'RESOLVED',
  'CLOSED',
  'ABANDONED',
  'EMPTY',
  'unknown',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** §2 badge: tickets waiting for the customer are counted in the navigation. */
export const TICKET_BADGE_STATUS: TicketStatus = 'PENDING_CUSTOMER';
