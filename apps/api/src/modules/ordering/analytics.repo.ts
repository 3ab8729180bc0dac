import type { AnalyticsEvent, AnalyticsItem } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

/** The built-in analytics integration (§7 analytics events): one row per event, in the caller's transaction. */
export class AnalyticsRepo {
  constructor(private readonly db: Database) {}

  async record(event: {
    companyId: string;
    userId: string;
    event: AnalyticsEvent;
    cartCode: string;
    items: AnalyticsItem[];
    orderNumber?: number;
  }): Promise<void> {
    if (event.items.length === 0 && event.event !== 'view_cart' && event.event !== 'begin_checkout') return;
    await this.db.insert(analyticsEvents).values(event);
  }
}
