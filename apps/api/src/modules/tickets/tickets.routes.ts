import type { FastifyInstance } from 'fastify';
import { ticketCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, withVersionEtag } from '../../routing/if-match';
import { companyScope } from '../../plugins/session/company-scope';
import { linkOrigin } from '../../routing/link-origin';
import { UploadStore } from '../../files/upload-store';
import { TicketMail } from './ticket-mail';
import { AUTO_CLOSE_EVERY_MS, AUTO_CLOSE_JOB, TicketAutoClose } from './ticket-auto-close';
import { registerTicketDeskRoutes } from './ticket-desk.routes';
import { registerTicketQueueRoutes } from './ticket-queue.routes';
import { registerTicketAttachmentRoutes } from './ticket-attachments.routes';
import { TicketConversationRepo } from './ticket-conversation.repo';
import { detailsChangeText, TicketDetailsChange } from './ticket-details-change';
import { toComment, toTicket } from './ticket-mappers';
import { TicketAnswers } from './ticket-answers';
import { TicketAttachmentsService } from './ticket-attachments.service';
import { TicketConversationService } from './ticket-conversation.service';
import { TicketReferenceService } from './ticket-reference.service';
import { TicketTimelineRepo } from './ticket-timeline.repo';
import { registerTicketReferenceRoutes } from './ticket-reference.routes';
import { TicketReferenceRepo } from './ticket-reference.repo';
import { TicketsRepo } from './tickets.repo';
import { TicketsService } from './tickets.service';
import { auditForCompany } from '../../plugins/audit-trail';

/** Spec §7 'Tickets': list, create, detail, comments, attachments, statistics and the form's pickers. */
export async function registerTicketsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const tickets = new TicketsRepo(deps.db);
  const conversation = new TicketConversationRepo(deps.db);
  const reference = new TicketReferenceRepo(deps.db);
  const mail = new TicketMail(deps);
  const service = new TicketsService(tickets, reference, mail);
  const answers = new TicketAnswers(tickets, service, conversation, mail);
  const readers = new TicketConversationService(service, conversation, new TicketTimelineRepo(deps.db));
  const autoClose = new TicketAutoClose(deps.db, tickets, deps.config.ticketAutoCloseDays);
  deps.schedule.every(AUTO_CLOSE_JOB, AUTO_CLOSE_EVERY_MS, async () => {
    await autoClose.run();
  });
  const route = callRoutes(app, ['Tickets']);
  const read = companyScope(deps.db, TICKET_ACCESS.read);
  const write = companyScope(deps.db, TICKET_ACCESS.write);

  route(ticketCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company, request.query),
  });

  route(ticketCalls.create, {
    guard: write,
    handler: async (request) => {
      const flags = featureFlagsFor(await request.environment());
      const row = await service.create(request.company, request.body, request.language, flags);
      auditForCompany(request, `#${row.number}`);
      return toTicket(row);
    },
  });

  route(ticketCalls.statistics, {
    guard: read,
    handler: async (request) => service.statistics(request.company.companyId),
  });

  route(ticketCalls.get, {
    guard: read,
    handler: async (request, reply) => {
      const row = await service.get(request.company.companyId, request.params.ticketId);
      return withVersionEtag(reply, toTicket(row));
    },
  });

  const detailsChange = new TicketDetailsChange(tickets, service, mail);
  route(ticketCalls.changeDetails, {
    guard: write,
    handler: async (request, reply) => {
      const { ticket, before } = await detailsChange.change(
        request.company,
        request.params.ticketId,
        request.body.details,
        ifMatchVersion(request),
        linkOrigin(deps.config, request),
      );
      auditForCompany(request, `#${ticket.number}: ${detailsChangeText(before, ticket.details) || '–'}`);
      return withVersionEtag(reply, toTicket(ticket));
    },
  });

  route(ticketCalls.comments, {
    guard: read,
    handler: async (request) => readers.comments(request.company, request.params.ticketId),
  });

  route(ticketCalls.addComment, {
    guard: write,
    handler: async (request) => {
      const { comment, ticket } = await answers.addComment(
        request.company,
        request.params.ticketId,
        request.body.body,
        linkOrigin(deps.config, request),
      );
      auditForCompany(request, `#${ticket.number}`);
      return toComment(comment);
    },
  });

  route(ticketCalls.invalidate, {
    guard: write,
    handler: async (request) => {
      const origin = linkOrigin(deps.config, request);
      const withdrawn = await service.invalidate(request.company, request.query.number, origin);
      auditForCompany(request, `#${withdrawn.number}`);
      return toTicket(withdrawn);
    },
  });

  await registerTicketAttachmentRoutes(app, deps, {
    attachments: new TicketAttachmentsService(
      service,
      answers,
      conversation,
      new UploadStore(deps.files, 'tickets'),
    ),
    conversation: readers,
  });
  registerTicketReferenceRoutes(app, deps, new TicketReferenceService(reference));
  registerTicketDeskRoutes(app, deps, { tickets, conversation, service, readers, mail });
  registerTicketQueueRoutes(app, deps);
}
