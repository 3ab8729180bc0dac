import {
  CLOSED_TICKET_STATUSES,
  TICKET_DESK_ROLES,
  canMoveTicket,
  type TicketStatus,
} from '@kaista/domain/tickets';
import type { Database } from '../../db/client';
import { badRequest, apiError, preconditionFailed } from '../../http-errors';
import { displayName } from '../../plugins/session/display-name';
import { loadAccessUser } from '../../plugins/session/load-access-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { actingUser } from './acting-user';
import type { TicketConversationRepo } from './ticket-conversation.repo';
import { assignmentEvent, statusEvent } from './ticket-events';
import type { TicketRow, TicketsRepo } from './tickets.repo';
import type { TicketsService } from './tickets.service';
import type { TicketMail } from './ticket-mail';

const isDeskMember = (roles: readonly string[]) => TICKET_DESK_ROLES.some((role) => roles.includes(role));

/** §4 and §6: the desk (CCUser, DCUser) moves tickets through the workflow, assigns them and notes. */
export class TicketDeskService {
  constructor(
    private readonly db: Database,
    private readonly tickets: TicketsRepo,
    private readonly conversation: TicketConversationRepo,
    private readonly service: TicketsService,
    private readonly mail: TicketMail,
  ) {}

  /** The ticket as the caller last read it: 412 at once when its If-Match is already stale. */
  private async current(access: CompanyAccess, ticketId: string, expected: number | undefined) {
    const ticket = await this.service.get(access.companyId, ticketId);
    if (expected !== undefined && ticket.version !== expected) throw preconditionFailed();
    return ticket;
  }

  async changeStatus(
    access: CompanyAccess,
    ticketId: string,
    status: TicketStatus,
    expected: number | undefined,
    origin: string | null,
  ): Promise<TicketRow> {
    const ticket = await this.current(access, ticketId, expected);
    const from = ticket.status as TicketStatus;
    if (!canMoveTicket(from, status))
      throw apiError('ILLEGAL_STATE', `A ${from} ticket cannot move to ${status}.`);
    const changed = await this.tickets.change(ticket, { status }, statusEvent(access, ticket, status));
    await this.mail.statusChanged(changed, origin);
    return changed;
  }

  async assign(
    access: CompanyAccess,
    ticketId: string,
    assigneeId: string | null,
    expected: number | undefined,
  ): Promise<TicketRow> {
    const ticket = await this.current(access, ticketId, expected);
    if (CLOSED_TICKET_STATUSES.includes(ticket.status as TicketStatus))
      throw apiError('ILLEGAL_STATE', 'A closed ticket is not assigned any more.');
    const assignee = assigneeId === null ? null : await loadAccessUser(this.db, assigneeId);
    if (assigneeId !== null && (!assignee || !isDeskMember(assignee.globalRoles)))
      throw badRequest('Only customer care staff can be assigned.', {
        assigneeId: 'tickets.not-desk-member',
      });
    const assigneeName = assignee ? displayName(assignee) : null;
    return this.tickets.change(
      ticket,
      { assigneeId: assignee?.id ?? null, assigneeName },
      assignmentEvent(access, assigneeName),
    );
  }

  /** An internal note changes nothing the customer sees, so the ticket's version stays as it is. */
  async addNote(access: CompanyAccess, ticketId: string, body: string) {
    const ticket = await this.service.get(access.companyId, ticketId);
    const note = await this.conversation.insertComment({
      companyId: access.companyId,
      ticketId,
      body,
      authorName: displayName(access.user),
      fromOperator: true,
      internal: true,
      ...actingUser(access),
    });
    return { note, ticket };
  }
}
