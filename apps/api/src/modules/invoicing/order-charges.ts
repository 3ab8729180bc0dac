import { and, asc, eq } from 'drizzle-orm';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { billingCharges, payers } from '../../db/schema';

/** One product of a completed order as the orders module hands it over (its `CompletedOrderItem`). */
interface OrderedItem {
  itemNo: number;
  productName: string;
  offeringType: string;
  oneTimeCents: number;
}

/** A completed order as the orders module hands it over (its `CompletedOrder`). */
interface CompletedOrder {
  companyId: string;
  orderId: string;
  orderNumber: number;
  /** The billing agreement and cost centre the order was placed with; null when none. */
  billing: { payerId: string | null; costPoolId: string | null };
  items: readonly OrderedItem[];
}

/** The invoice's service type of a one-off charge, by what was ordered. */
function chargeTypeOf(offeringType: string): string {
  return offeringType === 'DEVICE' || offeringType === 'ACCESSORY' ? 'device' : 'fee';
}

/**
 * The billing side of the orders seam: a completed order's one-off prices (devices, accessories, opening
 * fees, SIM cards) become billing charges that wait for the next invoice of the billing agreement the order was placed
 * with, in its cost centre. An order placed without an agreement is billed to the company's first one (by
 * account number); a company without any has nothing to bill to. Written with the completion's transaction,
 * so a retried completion never charges twice.
 */
export const invoicingOrderCharges = {
  /** `chargedOn` is the completion's day (Helsinki); the demo seed gives its orders' past days. */
  async chargeCompletedOrder(
    tx: Database,
    order: CompletedOrder,
    chargedOn = helsinkiToday(),
  ): Promise<number> {
    const items = order.items.filter((item) => item.oneTimeCents !== 0);
    if (items.length === 0) return 0;
    const billing = await billingOf(tx, order);
    if (!billing.payerId) return 0;
    await tx.insert(billingCharges).values(
      items.map((item) => ({
        companyId: order.companyId,
        payerId: billing.payerId!,
        description: `${item.productName} (${order.orderNumber})`,
        serviceType: chargeTypeOf(item.offeringType),
        serviceId: null,
        quantity: 1,
        unitPriceCents: item.oneTimeCents,
        costPoolId: billing.costPoolId,
        chargedOn,
      })),
    );
    return items.length;
  },
};

async function billingOf(tx: Database, order: CompletedOrder) {
  const { payerId: chosen, costPoolId } = order.billing;
  if (chosen) {
    const [payer] = await tx
      .select({ id: payers.id })
      .from(payers)
      .where(and(eq(payers.companyId, order.companyId), eq(payers.id, chosen)));
    if (payer) return { payerId: payer.id, costPoolId };
  }
  const [first] = await tx
    .select({ id: payers.id })
    .from(payers)
    .where(eq(payers.companyId, order.companyId))
    .orderBy(asc(payers.number))
    .limit(1);
  return { payerId: first?.id ?? null, costPoolId };
}
