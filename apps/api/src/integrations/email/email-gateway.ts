import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: no markup reaches a mail reader from the portal. */
  text: string;
}

/** Sends e-mail. In production a mail provider's HTTP API sits behind this interface. */
export interface EmailGateway {
  send(message: EmailMessage): Promise<void>;
}

/** The built-in gateway: every message lands in the email_outbox table, readable on a development page. */
export class OutboxEmailGateway implements EmailGateway {
  constructor(private readonly db: Database) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await this.db.insert(emailOutbox).values({ recipient: to, subject, body: text });
  }

  async latest(limit = 50) {
    return this.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
  }
}
