import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TICKET_LIMITS, ticketCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { badRequest, HttpError } from '../../http-errors';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import type { TicketAttachmentsService } from './ticket-attachments.service';
import type { TicketConversationService } from './ticket-conversation.service';

/** A download can never run as a page of the portal, even if a browser were to render it. */
const DOWNLOAD_POLICY = "sandbox; default-src 'none'";

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so å/ä/ö survive and quotes cannot break the header. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
        attachments.upload(request.company, request.params.ticketId, async (ticket) => {
          request.auditSubject = `#${ticket.number}`;
          if (!request.isMultipart())
            throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
          const part = await request.file();
          if (!part) throw badRequest('No file in the request.', { file: 'validation.cannot-be-empty' });
          return { fileName: part.filename, contentType: part.mimetype, content: part.file };
        }),
    });

    route(ticketCalls.downloadAttachment, {
      guard: companyScope(deps.db, TICKET_ACCESS.read),
      handler: async (request, reply) => {
        const { ticketId, attachmentId } = request.params;
        const { attachment, content } = await attachments.download(request.company, ticketId, attachmentId);
        return reply
          .header('content-type', attachment.contentType)
          .header('content-disposition', contentDisposition(attachment.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', DOWNLOAD_POLICY)
          .header('cache-control', 'private, no-store')
          .send(content);
      },
    });
  });
}
