import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TICKET_LIMITS, ticketCalls, TICKET_ACCESS } from '@kaista/domain/tickets';
import type { AppDeps } from '../../app-deps';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { callRoutes } from '../../routing/call-route';
import { companyScope } from '../../plugins/session/company-scope';
import { actingUser } from './acting-user';
import type { AttachmentStore } from './attachment-store';
import type { TicketConversationRepo } from './ticket-conversation.repo';
import { toAttachment } from './ticket-mappers';
import { displayName } from '../../plugins/session/display-name';
import type { TicketsService } from './tickets.service';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NOT_A_BASE_NAME = /[/\\]|^\.\.?$/;
/** A download can never run as a page of the portal, even if a browser were to render it. */
const DOWNLOAD_POLICY = "sandbox; default-src 'none'";

interface AttachmentDeps {
  service: TicketsService;
  conversation: TicketConversationRepo;
  store: AttachmentStore;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so å/ä/ö survive and quotes cannot break the header. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Multipart is registered in this plugin scope only, so no other route accepts multipart bodies. */
export async function registerTicketAttachmentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { service, conversation, store }: AttachmentDeps,
) {
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
      handler: async (request) => {
        const { companyId } = request.company;
        await service.get(companyId, request.params.ticketId);
        return (await conversation.listAttachments(companyId, request.params.ticketId)).map(toAttachment);
      },
    });

    route(ticketCalls.uploadAttachment, {
      guard: companyScope(deps.db, TICKET_ACCESS.write),
      handler: async (request) => {
        const { companyId } = request.company;
        const ticket = await service.get(companyId, request.params.ticketId);
        request.auditSubject = `#${ticket.number}`;
        if (!request.isMultipart())
          throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
        const part = await request.file();
        if (!part) throw badRequest('No file in the request.', { file: 'validation.cannot-be-empty' });
        const fileName = part.filename.slice(0, 255);
        // A NUL (which the database cannot store), another control character (CR/LF would forge headers) or
        // a path is no name a person gave; browsers send only the base name.
        if (CONTROL_CHARACTER.test(fileName) || NOT_A_BASE_NAME.test(fileName)) {
          part.file.resume();
          throw badRequest('The file name contains control characters or a path.');
        }
        const stored = await store.save(fileName, part.mimetype, part.file);
        // No file on disk without its row: nothing could ever serve or remove it.
        const row = await conversation
          .insertAttachment({
            companyId,
            ticketId: request.params.ticketId,
            fileName,
            ...stored,
            uploadedByName: displayName(request.company.user),
            ...actingUser(request.company),
          })
          .catch(async (error: unknown) => {
            await store.remove(stored.storageName);
            throw error;
          });
        return toAttachment(row);
      },
    });

    route(ticketCalls.downloadAttachment, {
      guard: companyScope(deps.db, TICKET_ACCESS.read),
      handler: async (request, reply) => {
        const { companyId } = request.company;
        const row = await conversation.findAttachment(
          companyId,
          request.params.ticketId,
          request.params.attachmentId,
        );
        if (!row) throw notFound('Attachment');
        return reply
          .header('content-type', row.contentType)
          .header('content-disposition', contentDisposition(row.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', DOWNLOAD_POLICY)
          .header('cache-control', 'private, no-store')
          .send(await store.open(row.storageName));
      },
    });
  });
}
