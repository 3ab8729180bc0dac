import type { TicketStatus } from '@kaista/domain/tickets';
import { displayName } from '../../plugins/session/display-name';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { actingUser } from './acting-user';
import type { TicketConversationRepo } from './ticket-conversation.repo';
import { statusEvent } from './ticket-events';
import type { TicketMail } from './ticket-mail';
import type { TicketRow, TicketsRepo } from './tickets.repo';
import type { TicketsService } from './tickets.service';

/** A customer's answer hands a ticket waiting for them back to the operator's queue. */
const STATUS_AFTER_CUSTOMER_REPLY: TicketStatus = 'SOLVING';
/** The customer's answer brings these back to the desk: the asked details, or a resolution they dispute. */
const REOPENED_BY_CUSTOMER_REPLY: readonly TicketStatus[] = ['PENDING_CUSTOMER', 'RESOLVED'];

/**
 * The conversation's writes: a comment of either side, and a customer's file, which answers a ticket waiting
 * for them as a comment does. Each tells the other side by e-mail.
 */
export class TicketAnswers {
  constructor(
    private readonly tickets: TicketsRepo,
    private readonly service: TicketsService,
    private readonly conversation: TicketConversationRepo,
    private readonly mail: TicketMail,
  ) {}

  /** The desk's answer mails the customer (`origin` makes the link); the customer's mails the ticket's assignee. */
  async addComment(access: CompanyAccess, ticketId: string, body: string, origin: string | null) {
    const ticket = await this.service.getOpen(access.companyId, ticketId);
    const fromOperator = access.user.isOperatorStaff;
    const comment = await this.conversation.insertComment({
      companyId: access.companyId,
      ticketId,
      body,
      authorName: displayName(access.user),
      fromOperator,
      ...actingUser(access),
    });
    await this.answered(access, ticket);
    if (fromOperator) await this.mail.replied(ticket, origin);
    else await this.mail.toAssignee(ticket, 'customer-reply', origin);
    return { comment, ticket };
  }

  /**
   * A customer's file mails the ticket's desk member only when it answered the ticket; a file that finds the
   * ticket with the desk already (the next of several) only marks it updated.
   */
  async fileAdded(access: CompanyAccess, ticket: TicketRow, origin: string | null): Promise<void> {
    if (await this.answered(access, ticket)) await this.mail.toAssignee(ticket, 'customer-reply', origin);
  }

  /** Hands a ticket waiting for the customer back to the desk when they answer (true), else marks it updated. */
  private async answered(access: CompanyAccess, ticket: TicketRow): Promise<boolean> {
    if (access.user.isOperatorStaff || !REOPENED_BY_CUSTOMER_REPLY.includes(ticket.status as TicketStatus)) {
      await this.tickets.touch(access.companyId, ticket.id);
      return false;
    }
    // Not conditional: the customer's answer is kept whatever the desk did meanwhile.
    await this.tickets.change(
      ticket,
      { status: STATUS_AFTER_CUSTOMER_REPLY },
      statusEvent(access, ticket, STATUS_AFTER_CUSTOMER_REPLY),
      false,
    );
    return true;
  }
}
