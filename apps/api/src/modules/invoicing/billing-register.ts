import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingCharges } from '../../db/schema';
import type { BillableItems, BillingPeriod } from './billable-items';

/**
 * The billing register of one-off charges: what completed orders charge to their billing agreement
 * (`order-charges.ts`), waiting for its next invoice. The subscriptions billed monthly are the services
 * area's own inventory (the app's wiring, `apps/api/src/billable-items.ts`).
 */
export class BillingRegister implements Omit<BillableItems, 'subscriptions'> {
  constructor(private readonly db: Database) {}

  async waitingCharges(companyId: string, payerId: string, period: BillingPeriod) {
    return this.db
      .select({
        id: billingCharges.id,
        description: billingCharges.description,
        serviceType: billingCharges.serviceType,
        serviceId: billingCharges.serviceId,
        quantity: billingCharges.quantity,
        unitPriceCents: billingCharges.unitPriceCents,
        costPoolId: billingCharges.costPoolId,
        chargedOn: billingCharges.chargedOn,
      })
      .from(billingCharges)
      .where(
        and(
          eq(billingCharges.companyId, companyId),
          eq(billingCharges.payerId, payerId),
          isNull(billingCharges.invoiceId),
          lte(billingCharges.chargedOn, period.end),
        ),
      )
      .orderBy(billingCharges.chargedOn, billingCharges.id);
  }

  async markBilled(tx: Database, companyId: string, chargeIds: string[], invoiceId: string) {
    if (chargeIds.length === 0) return;
    await tx
      .update(billingCharges)
      .set({ invoiceId })
      .where(and(eq(billingCharges.companyId, companyId), inArray(billingCharges.id, chargeIds)));
  }
}
