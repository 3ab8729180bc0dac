import type { FastifyInstance } from 'fastify';
import { ticketQueueCalls } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { TicketQueueRepo } from './ticket-queue.repo';
import { TicketQueueService } from './ticket-queue.service';

/** /0/tickets: the queue of every company's tickets for the desk (§6 CCUser, DCUser); anyone else 403. */
export function registerTicketQueueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = new TicketQueueService(new TicketQueueRepo(deps.db));
  const route = callRoutes(app, ['Tickets']);

  route(ticketQueueCalls.list, {
    handler: async (request) => service.list(await request.requireAuth(), request.query),
  });
}
