import type { AnalyticsEvent, AnalyticsItem } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

interface RecordedEvent {
  companyId: string;
  userId: string;
  event: AnalyticsEvent;
  cartCode: string;
  items: AnalyticsItem[];
  orderNumber?: number;
}

/** The built-in analytics integration (§7 analytics events): one row per event, in the caller's transaction. */
export class AnalyticsRepo {
  constructor(private readonly db: Database) {}

  async record(event: RecordedEvent): Promise<void> {
    const insert = this.insertion(event);
    if (insert) await insert;
  }

  /**
   * The event's insert, unsent, for a caller to send within a statement of its own (a writable CTE); null when
   * the event is not recorded (a change of no items).
   */
  insertion(event: RecordedEvent) {
    if (event.items.length === 0 && event.event !== 'view_cart' && event.event !== 'begin_checkout')
      return null;
    return this.db.insert(analyticsEvents).values(event);
  }
}
