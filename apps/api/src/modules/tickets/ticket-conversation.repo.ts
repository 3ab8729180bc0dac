import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketAttachments, ticketComments } from '../../db/schema';

export type CommentRow = typeof ticketComments.$inferSelect;
export type AttachmentRow = typeof ticketAttachments.$inferSelect;

/** The comments and attachment records of tickets; callers have already checked the ticket's company. */
export class TicketConversationRepo {
  constructor(private readonly db: Database) {}

  /** The desk reads its internal notes too; for anyone else they are left out in SQL. */
  listComments(companyId: string, ticketId: string, withInternal: boolean): Promise<CommentRow[]> {
    return this.db
      .select()
      .from(ticketComments)
      .where(
        and(
          eq(ticketComments.companyId, companyId),
          eq(ticketComments.ticketId, ticketId),
          withInternal ? undefined : eq(ticketComments.internal, false),
        ),
      )
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  }

  async insertComment(values: typeof ticketComments.$inferInsert): Promise<CommentRow> {
    const [row] = await this.db.insert(ticketComments).values(values).returning();
    if (!row) throw new Error('comment insert returned nothing');
    return row;
  }

  listAttachments(companyId: string, ticketId: string): Promise<AttachmentRow[]> {
    return this.db
      .select()
      .from(ticketAttachments)
      .where(and(eq(ticketAttachments.companyId, companyId), eq(ticketAttachments.ticketId, ticketId)))
      .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  }

  async findAttachment(companyId: string, ticketId: string, id: string): Promise<AttachmentRow | null> {
    const [row] = await this.db
      .select()
      .from(ticketAttachments)
      .where(
        and(
          eq(ticketAttachments.companyId, companyId),
          eq(ticketAttachments.ticketId, ticketId),
          eq(ticketAttachments.id, id),
        ),
      );
    return row ?? null;
  }

  async insertAttachment(values: typeof ticketAttachments.$inferInsert): Promise<AttachmentRow> {
    const [row] = await this.db.insert(ticketAttachments).values(values).returning();
    if (!row) throw new Error('attachment insert returned nothing');
    return row;
  }
}
