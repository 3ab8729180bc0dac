import type { FastifyInstance } from 'fastify';
import { TICKET_DESK_ROLES, ticketQueueCalls } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { forbidden } from '../../http-errors';
import { callRoutes } from '../../routing/call-route';
import { toTicketSummary } from './ticket-mappers';
import { TicketQueueRepo } from './ticket-queue.repo';

/** /0/tickets: the queue of every company's tickets for the desk (§6 CCUser, DCUser); anyone else 403. */
export function registerTicketQueueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const queue = new TicketQueueRepo(deps.db);
  const route = callRoutes(app, ['Tickets']);

  route(ticketQueueCalls.list, {
    handler: async (request) => {
      const auth = await request.requireAuth();
      // The person behind the session: staff acting as a customer's user still work their own queue.
      const person = auth.operator ?? auth.user;
      if (!TICKET_DESK_ROLES.some((role) => person.globalRoles.includes(role))) throw forbidden();
      const { status, assignee, ...filter } = request.query;
      const assigneeId = assignee === 'mine' ? person.id : assignee === 'unassigned' ? null : undefined;
      const page = await queue.list({ ...filter, statuses: status, assigneeId });
      return {
        ...page,
        items: page.items.map(({ ticket, companyName }) => ({
          ...toTicketSummary(ticket),
          companyId: ticket.companyId,
          companyName,
        })),
      };
    },
  });
}
