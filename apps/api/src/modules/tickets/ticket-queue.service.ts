import { TICKET_DESK_ROLES, type TicketQueuePage, type ticketQueueQuerySchema } from '@kaista/domain/tickets';
import type { z } from 'zod';
import { forbidden } from '../../http-errors';
import type { AuthContext } from '../../plugins/session/session-plugin';
import { toQueueItem } from './ticket-mappers';
import type { TicketQueueRepo } from './ticket-queue.repo';

/** /0/tickets: every company's tickets, for the desk (§6 CCUser, DCUser) only. */
export class TicketQueueService {
  constructor(private readonly queue: TicketQueueRepo) {}

  async list(actor: AuthContext, query: z.output<typeof ticketQueueQuerySchema>): Promise<TicketQueuePage> {
    // The person behind the session: staff acting as a customer's user still work their own queue.
    const person = actor.operator ?? actor.user;
    if (!TICKET_DESK_ROLES.some((role) => person.globalRoles.includes(role))) throw forbidden();
    const { status, assignee, q, ...filter } = query;
    const assigneeId = assignee === 'mine' ? person.id : assignee === 'unassigned' ? null : undefined;
    const page = await this.queue.list({ ...filter, statuses: status, assigneeId, search: q });
    return { ...page, items: page.items.map(toQueueItem) };
  }
}
