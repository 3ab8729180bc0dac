import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** Sends text messages. In production an operator's SMS centre sits behind this interface. */
export interface SmsGateway {
  send(recipient: string, body: string): Promise<void>;
}

/** The built-in gateway: every message lands in the sms_outbox table, readable on a development page. */
export class OutboxSmsGateway implements SmsGateway {
  constructor(private readonly db: Database) {}

  async send(recipient: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ recipient, body });
  }

  async latest(limit = 50) {
    return this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
  }
}
