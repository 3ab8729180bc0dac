import type { AnalyticsItem } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { AnalyticsRepo } from './analytics.repo';
import type { CartRow } from './carts.repo';

/** §7 analytics: what a cart write added or removed, recorded in the write's own transaction. */
export function recordChange(
  tx: Database,
  row: CartRow,
  event: 'add_to_cart' | 'remove_from_cart',
  items: AnalyticsItem[],
) {
  return new AnalyticsRepo(tx).record({
    companyId: row.companyId,
    userId: row.userId,
    event,
    cartCode: row.code,
    items,
  });
}
