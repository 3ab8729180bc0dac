import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/** §6: the operator staff roles that work the ticket desk (status changes, assignment, internal notes). */
export const TICKET_DESK_ROLES = ['CCUser', 'DCUser'] as const;

/**
 * §6 'tickets', named once for the server's guard, the web's routes and the menu. Reading needs
 * TicketingReadTicket; writing (a new ticket, an answer, an attachment, a cancellation) also one of the
 * write permissions, as the new-ticket menu entry asks. Contact groups are read by whoever may write tickets
 * or groups. The desk (workflow, assignment, internal notes) is customer care's and delivery coordination's.
 */
export const TICKET_ACCESS = {
  read: menuRequirement('tickets'),
  write: menuRequirement('new-ticket'),
  readContactGroups: {
    flag: 'tickets',
    anyOf: [
      'TicketingReadContactGroup',
      'TicketingWriteContactGroup',
      'TicketingWriteTicket',
      'TicketingWriteWholesaleTicket',
    ],
  },
  writeContactGroups: { flag: 'tickets', allOf: ['TicketingWriteContactGroup'] },
  desk: { flag: 'tickets', roles: TICKET_DESK_ROLES },
} as const satisfies Record<string, AccessRequirement>;
