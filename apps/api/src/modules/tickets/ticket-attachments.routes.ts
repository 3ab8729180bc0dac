import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TICKET_LIMITS, ticketCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { fileOf, sendFile } from '../../routing/file-transfer';
import { companyScope } from '../../plugins/session/company-scope';
import type { TicketAttachmentsService } from './ticket-attachments.service';
import type { TicketConversationService } from './ticket-conversation.service';
import { auditForCompany } from '../../plugins/audit-trail';
import { linkOrigin } from '../../routing/link-origin';

/** Multipart is registered in this plugin scope only, so no other route accepts multipart bodies. */
export async function registerTicketAttachmentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: { attachments: TicketAttachmentsService; conversation: TicketConversationService },
) {
  const { attachments, conversation } = services;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      // Keep the path a client sends, so that a name with one is refused instead of silently shortened.
      preservePath: true,
      limits: { fileSize: TICKET_LIMITS.attachmentMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    const route = callRoutes(scope, ['Tickets']);

    route(ticketCalls.attachments, {
      guard: companyScope(deps.db, TICKET_ACCESS.read),
      handler: async (request) => conversation.attachments(request.company, request.params.ticketId),
    });

    route(ticketCalls.uploadAttachment, {
      guard: companyScope(deps.db, TICKET_ACCESS.write),
      handler: async (request) =>
        attachments.upload(
          request.company,
          request.params.ticketId,
          async (ticket) => {
            auditForCompany(request, `#${ticket.number}`);
            return fileOf(request)();
          },
          linkOrigin(deps.config, request),
        ),
    });

    route(ticketCalls.downloadAttachment, {
      guard: companyScope(deps.db, TICKET_ACCESS.read),
      handler: async (request, reply) => {
        const { ticketId, attachmentId } = request.params;
        const { attachment, content } = await attachments.download(request.company, ticketId, attachmentId);
        return sendFile(reply, attachment, content);
      },
    });
  });
}
