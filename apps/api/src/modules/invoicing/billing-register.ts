import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingCharges, billingSubscriptions } from '../../db/schema';
import type { BillableItems, BillingPeriod } from './billable-items';

/**
 * The billing register: the subscriptions and one-off charges each billing agreement pays for, in tables the
 * services and orders areas write to (subscriptions as they start, change and end; charges as orders deliver).
 */
export class BillingRegister implements BillableItems {
  constructor(private readonly db: Database) {}

  async subscriptions(companyId: string, payerId: string, period: BillingPeriod) {
    return this.db
      .select({
        serviceId: billingSubscriptions.serviceId,
        name: billingSubscriptions.name,
        serviceType: billingSubscriptions.serviceType,
        monthlyPriceCents: billingSubscriptions.monthlyPriceCents,
        costPoolId: billingSubscriptions.costPoolId,
        activeFrom: billingSubscriptions.activeFrom,
        activeUntil: billingSubscriptions.activeUntil,
      })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.companyId, companyId),
          eq(billingSubscriptions.payerId, payerId),
          lte(billingSubscriptions.activeFrom, period.end),
          or(isNull(billingSubscriptions.activeUntil), gte(billingSubscriptions.activeUntil, period.start)),
        ),
      )
      .orderBy(billingSubscriptions.serviceType, billingSubscriptions.name);
  }

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
