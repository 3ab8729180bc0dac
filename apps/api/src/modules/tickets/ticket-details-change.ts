import { fieldIssues } from '@kaista/domain/shared/validation';
import {
  ticketDetailFields,
  ticketDetailsChangeSchema,
  ticketTypesFor,
  type TicketType,
} from '@kaista/domain/tickets';
import { apiError, badRequest, forbidden, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { toRoleHolder } from '../../plugins/session/role-holder';
import { detailsEvent } from './ticket-events';
import type { TicketMail } from './ticket-mail';
import type { TicketRow, TicketsRepo } from './tickets.repo';
import type { TicketsService } from './tickets.service';

/** What changed, as the audit names it: "visitDate 2026-12-10 → 2026-12-14, carrier – → Posti". */
export function detailsChangeText(before: Record<string, string>, after: Record<string, string>): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key} ${before[key] ?? '–'} → ${after[key] ?? '–'}`)
    .join(', ');
}

/**
 * A visit moves, a shipment's carrier becomes known: the type's own details of an open ticket change by the
 * rules they were given by (`ticketDetailIssues`), by whoever may write tickets of its type.
 */
export class TicketDetailsChange {
  constructor(
    private readonly tickets: TicketsRepo,
    private readonly service: TicketsService,
    private readonly mail: TicketMail,
  ) {}

  /**
   * The ticket as it stands after the change, and its details before it (for the audit). A customer's change
   * is mailed to the ticket's assignee (`origin` makes the link): the desk plans by these days.
   */
  async change(
    access: CompanyAccess,
    ticketId: string,
    details: Readonly<Record<string, string | undefined>>,
    expected: number | undefined,
    origin: string | null,
  ): Promise<{ ticket: TicketRow; before: Record<string, string> }> {
    const ticket = await this.service.getOpen(access.companyId, ticketId);
    const type = ticket.type as TicketType;
    if (ticketDetailFields(type).length === 0)
      throw apiError('ILLEGAL_STATE', 'This ticket type has no details of its own.');
    if (!ticketTypesFor(toRoleHolder(access.user), access.companyId).includes(type))
      throw forbidden('This ticket type needs a ticketing permission of its own.');
    if (expected !== undefined && ticket.version !== expected) throw preconditionFailed();
    const before = ticket.details;
    const checked = ticketDetailsChangeSchema(type, before).safeParse({ details });
    if (!checked.success) throw badRequest('The details are not valid.', fieldIssues(checked.error));
    const after = checked.data.details;
    if (detailsChangeText(before, after) === '') return { ticket, before };
    const changed = await this.tickets.change(ticket, { details: after }, detailsEvent(access));
    if (!access.user.isOperatorStaff) await this.mail.toAssignee(changed, 'details', origin);
    return { ticket: changed, before };
  }
}
