import type { Readable } from 'node:stream';
import type { TicketAttachment } from '@kaista/domain/tickets';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import { actingUser } from './acting-user';
import type { UploadStore } from '../../files/upload-store';
import { receiveFile, removingFileOnFailure, type UploadedFile } from '../../files/uploaded-file';
import type { AttachmentRow, TicketConversationRepo } from './ticket-conversation.repo';
import { toAttachment } from './ticket-mappers';
import type { TicketRow } from './tickets.repo';
import type { TicketAnswers } from './ticket-answers';
import type { TicketsService } from './tickets.service';

export class TicketAttachmentsService {
  constructor(
    private readonly tickets: TicketsService,
    private readonly answers: TicketAnswers,
    private readonly conversation: TicketConversationRepo,
    private readonly store: UploadStore,
  ) {}

  /**
   * The file is read (by the HTTP layer) only once the ticket is known to be the actor's company's; a
   * customer's file may be their answer (`origin` makes the desk's mail's link).
   */
  async upload(
    actor: CompanyAccess,
    ticketId: string,
    readFile: (ticket: TicketRow) => Promise<UploadedFile>,
    origin: string | null,
  ): Promise<TicketAttachment> {
    const ticket = await this.tickets.getOpen(actor.companyId, ticketId);
    const { fileName, stored } = await receiveFile(this.store, await readFile(ticket));
    const row = await removingFileOnFailure(
      this.store,
      stored.storageName,
      this.conversation.insertAttachment({
        companyId: actor.companyId,
        ticketId,
        fileName,
        ...stored,
        uploadedByName: displayName(actor.user),
        ...actingUser(actor),
      }),
    );
    await this.answers.fileAdded(actor, ticket, origin);
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
