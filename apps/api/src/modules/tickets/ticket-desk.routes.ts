import type { FastifyInstance } from 'fastify';
import { ticketCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { linkOrigin } from '../../routing/link-origin';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { companyScope } from '../../plugins/session/company-scope';
import type { TicketMail } from './ticket-mail';
import { TicketDeskService } from './ticket-desk.service';
import type { TicketConversationRepo } from './ticket-conversation.repo';
import type { TicketConversationService } from './ticket-conversation.service';
import { toComment, toTicket } from './ticket-mappers';
import type { TicketsRepo } from './tickets.repo';
import type { TicketsService } from './tickets.service';

interface DeskParts {
  tickets: TicketsRepo;
  conversation: TicketConversationRepo;
  service: TicketsService;
  readers: TicketConversationService;
  mail: TicketMail;
}

/** §4 workflow, assignment and internal notes for the desk; the timeline for whoever reads the ticket. */
export function registerTicketDeskRoutes(app: FastifyInstance, deps: AppDeps, parts: DeskParts): void {
  const desk = new TicketDeskService(deps.db, parts.tickets, parts.conversation, parts.service, parts.mail);
  const route = callRoutes(app, ['Tickets']);
  const deskOnly = companyScope(deps.db, TICKET_ACCESS.desk);

  route(ticketCalls.timeline, {
    guard: companyScope(deps.db, TICKET_ACCESS.read),
    handler: async (request) => parts.readers.events(request.company, request.params.ticketId),
  });

  route(ticketCalls.changeStatus, {
    guard: deskOnly,
    handler: async (request, reply) => {
      const { ticketId } = request.params;
      const row = await desk.changeStatus(
        request.company,
        ticketId,
        request.body.status,
        ifMatchVersion(request),
        linkOrigin(deps.config, request),
      );
      request.auditSubject = `#${row.number}`;
      return withVersionEtag(reply, toTicket(row));
    },
  });

  route(ticketCalls.assign, {
    guard: deskOnly,
    handler: async (request, reply) => {
      const { ticketId } = request.params;
      const row = await desk.assign(
        request.company,
        ticketId,
        request.body.assigneeId,
        ifMatchVersion(request),
      );
      request.auditSubject = `#${row.number}`;
      return withVersionEtag(reply, toTicket(row));
    },
  });

  route(ticketCalls.addNote, {
    guard: deskOnly,
    handler: async (request) => {
      const { note, ticket } = await desk.addNote(
        request.company,
        request.params.ticketId,
        request.body.body,
      );
      request.auditSubject = `#${ticket.number}`;
      return toComment(note);
    },
  });
}
