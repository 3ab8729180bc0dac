import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { ENDED_SERVICE_STATUSES } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { catalogueProducts, services } from '../../db/schema';
import type { CompletedOrder, OrderedItem, Outcome } from './completed-order';
import { newServiceRows, type CatalogueRow, type NewService } from './new-service-row';

/** A completed NEW order's services, added unless a number or SIM of theirs is already in the inventory. */
export async function addNewServices(tx: Database, order: CompletedOrder): Promise<Outcome> {
  const catalogue = await catalogueOf(tx, order.items);
  const rows = newServiceRows(order, catalogue);
  if (rows.length === 0) return { applied: true };
  const taken = await alreadyInUse(tx, order.companyId, rows);
  if (taken)
    return {
      applied: false,
      reason: {
        code: 'ALREADY_IN_SERVICES',
        params: { item: taken },
        text: `${taken} is already in the company's services`,
      },
    };
  await tx.insert(services).values(rows);
  return { applied: true };
}

async function catalogueOf(tx: Database, items: readonly OrderedItem[]): Promise<Map<string, CatalogueRow>> {
  const codes = [...new Set(items.map((item) => item.productCode))];
  const rows = await tx
    .select({
      code: catalogueProducts.code,
      category: catalogueProducts.category,
      rootTemplateId: catalogueProducts.rootTemplateId,
      numberType: catalogueProducts.numberType,
    })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * The first of the rows' numbers and SIMs that the inventory already holds, if any: a number only as a live
 * service's (an ended one's number may come back after its quarantine), a SIM as any service's.
 */
async function alreadyInUse(tx: Database, companyId: string, rows: NewService[]): Promise<string | null> {
  const numbers = rows.map((row) => row.number);
  const iccids = rows.flatMap((row) => (row.iccid ? [row.iccid] : []));
  const [clash] = await tx
    .select({ number: services.number, iccid: services.iccid })
    .from(services)
    .where(
      or(
        and(
          eq(services.companyId, companyId),
          inArray(services.number, numbers),
          notInArray(services.status, [...ENDED_SERVICE_STATUSES]),
        ),
        iccids.length ? inArray(services.iccid, iccids) : undefined,
      ),
    )
    .limit(1);
  if (!clash) return null;
  return numbers.includes(clash.number) ? `The number ${clash.number}` : `The SIM ${clash.iccid}`;
}
