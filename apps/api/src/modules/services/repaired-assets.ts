import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema';
import { nextVersion } from '../../db/optimistic-lock';
import type { CompletedOrder, Outcome } from './completed-order';

/** A completed repair: the repaired assets still in REPAIR are in use again. */
export async function backFromRepair(tx: Database, order: CompletedOrder): Promise<Outcome> {
  const ids = order.items.map((item) => item.characteristics.assetId).filter((id): id is string => !!id);
  if (ids.length === 0) return { applied: true };
  await tx
    .update(assets)
    .set({ status: 'IN USE', updatedAt: new Date(), version: nextVersion(assets.version) })
    .where(and(eq(assets.companyId, order.companyId), inArray(assets.id, ids), eq(assets.status, 'REPAIR')));
  return { applied: true };
}
