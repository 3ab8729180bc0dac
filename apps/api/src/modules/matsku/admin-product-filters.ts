import { and, eq, not, type SQL } from 'drizzle-orm';
import type { AdminProductQuery } from '@kaista/domain/matsku';
import { everyWordIn } from '../../db/like-pattern';
import { shopProducts } from '../../db/schema';

const online = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, true),
  eq(shopProducts.online, true),
);
const offline = and(
  eq(shopProducts.synced, true),
  eq(shopProducts.approved, false),
  eq(shopProducts.online, false),
);
/** The §4 status of `productStatus` in SQL, so the list filters by it in the database. */
const STATUS_WHERE = { online, offline, pending: and(not(online!), not(offline!)) } as const;

/** Every word in the name, the brand or the code. */
function matches(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter((word) => word && word !== '*');
  return everyWordIn(words, [shopProducts.name, shopProducts.brand, shopProducts.code]);
}

/** The products the operator's list shows: its search and its §4 status. */
export const adminProductFilter = (query: AdminProductQuery): SQL | undefined =>
  and(matches(query.q), query.status ? STATUS_WHERE[query.status] : undefined);
