import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';
import { hasPermissions } from '../shared/roles/permission-check';
import type { PermissionName } from '../shared/roles/permission-names';
import type { RoleHolder } from '../shared/roles/role-holder';
import { TICKET_TYPES, type TicketType } from './ticket-enums';

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
  /**
   * Naming the subscription a ticket is about also needs the right to read services: the form's picker
   * searches them, and the ticket then shows the subscription's number and user.
   */
  aboutService: menuRequirement('services'),
  desk: { flag: 'tickets', roles: TICKET_DESK_ROLES },
} as const satisfies Record<string, AccessRequirement>;

/** §6 TICKETING: the ticket types that need a permission of their own besides the right to write tickets. */
const TICKET_TYPE_PERMISSIONS: Partial<Record<TicketType, PermissionName>> = {
  WHOLESALE_INCIDENT: 'TicketingWriteWholesaleTicket',
  WHOLESALE_SERVICE: 'TicketingWriteWholesaleTicket',
  ESCORTED_ACCESS: 'TicketingWriteEscortedAccess',
  REMOTE_HANDS: 'TicketingWriteRemoteHands',
};

/** The ticket types the holder may open in the company: the form's choices and the server's check. */
export function ticketTypesFor(holder: RoleHolder, companyId: string): TicketType[] {
  return TICKET_TYPES.filter((type) => {
    const needed = TICKET_TYPE_PERMISSIONS[type];
    return !needed || hasPermissions(holder, companyId, [needed]);
  });
}
