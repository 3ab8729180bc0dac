import type { Readable } from 'node:stream';
import type { TicketAttachment } from '@kaista/domain/tickets';
import { badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import { actingUser } from './acting-user';
import type { UploadStore } from '../../files/upload-store';
import type { AttachmentRow, TicketConversationRepo } from './ticket-conversation.repo';
import { toAttachment } from './ticket-mappers';
import type { TicketRow } from './tickets.repo';
import type { TicketsService } from './tickets.service';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const NOT_A_BASE_NAME = /[/\\]|^\.\.?$/;

/** A file as the client sent it: its name, declared type and content, not yet read. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Readable & { truncated?: boolean };
}

export class TicketAttachmentsService {
  constructor(
    private readonly tickets: TicketsService,
    private readonly conversation: TicketConversationRepo,
    private readonly store: UploadStore,
  ) {}

  /** The file is read (by the HTTP layer) only once the ticket is known to be the actor's company's. */
  async upload(
    actor: CompanyAccess,
    ticketId: string,
    readFile: (ticket: TicketRow) => Promise<UploadedFile>,
  ): Promise<TicketAttachment> {
    const ticket = await this.tickets.get(actor.companyId, ticketId);
    const file = await readFile(ticket);
    const fileName = file.fileName.slice(0, 255);
    // A NUL (which the database cannot store), another control character (CR/LF would forge headers) or
    // a path is no name a person gave; browsers send only the base name.
    if (CONTROL_CHARACTER.test(fileName) || NOT_A_BASE_NAME.test(fileName)) {
      file.content.resume();
      throw badRequest('The file name contains control characters or a path.');
    }
    const stored = await this.store.save(fileName, file.contentType, file.content);
    // No file on disk without its row: nothing could ever serve or remove it.
    const row = await this.conversation
      .insertAttachment({
        companyId: actor.companyId,
        ticketId,
        fileName,
        ...stored,
        uploadedByName: displayName(actor.user),
        ...actingUser(actor),
      })
      .catch(async (error: unknown) => {
        await this.store.remove(stored.storageName);
        throw error;
      });
    return toAttachment(row);
  }

  async download(
    actor: CompanyAccess,
    ticketId: string,
    attachmentId: string,
  ): Promise<{ attachment: AttachmentRow; content: Readable }> {
    const attachment = await this.conversation.findAttachment(actor.companyId, ticketId, attachmentId);
    if (!attachment) throw notFound('Attachment');
    return { attachment, content: await this.store.open(attachment.storageName) };
  }
}
