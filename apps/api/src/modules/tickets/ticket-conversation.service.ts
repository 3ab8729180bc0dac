import type { TicketAttachment, TicketComment, TicketEvent } from '@kaista/domain/tickets';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { TicketConversationRepo } from './ticket-conversation.repo';
import { toAttachment, toComment, toTicketEvent } from './ticket-mappers';
import type { TicketTimelineRepo } from './ticket-timeline.repo';
import type { TicketsService } from './tickets.service';

/** What a ticket's readers see of it besides the ticket: each first finds the ticket in the actor's company. */
export class TicketConversationService {
  constructor(
    private readonly tickets: TicketsService,
    private readonly conversation: TicketConversationRepo,
    private readonly timeline: TicketTimelineRepo,
  ) {}

  /** Operator staff read the desk's internal notes too; nobody else does. */
  async comments(actor: CompanyAccess, ticketId: string): Promise<TicketComment[]> {
    await this.tickets.get(actor.companyId, ticketId);
    const rows = await this.conversation.listComments(actor.companyId, ticketId, actor.user.isOperatorStaff);
    return rows.map(toComment);
  }

  async attachments(actor: CompanyAccess, ticketId: string): Promise<TicketAttachment[]> {
    await this.tickets.get(actor.companyId, ticketId);
    return (await this.conversation.listAttachments(actor.companyId, ticketId)).map(toAttachment);
  }

  async events(actor: CompanyAccess, ticketId: string): Promise<TicketEvent[]> {
    await this.tickets.get(actor.companyId, ticketId);
    return (await this.timeline.list(actor.companyId, ticketId)).map(toTicketEvent);
  }
}
