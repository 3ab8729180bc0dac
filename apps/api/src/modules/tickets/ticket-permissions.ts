import type { CompanyScopeRequirement } from '../../plugins/session/company-scope';

/** §6 'tickets': reading needs TicketingReadTicket; creating and answering either write permission. */
export const READ_TICKETS: CompanyScopeRequirement = {
  flag: 'tickets',
  permissions: ['TicketingReadTicket'],
};
export const WRITE_TICKETS: CompanyScopeRequirement = {
  flag: 'tickets',
  permissions: ['TicketingWriteTicket', 'TicketingWriteWholesaleTicket'],
  mode: 'any',
};
export const READ_CONTACT_GROUPS: CompanyScopeRequirement = {
  flag: 'tickets',
  permissions: [
    'TicketingReadContactGroup',
    'TicketingWriteContactGroup',
    'TicketingWriteTicket',
    'TicketingWriteWholesaleTicket',
  ],
  mode: 'any',
};
export const WRITE_CONTACT_GROUPS: CompanyScopeRequirement = {
  flag: 'tickets',
  permissions: ['TicketingWriteContactGroup'],
};
