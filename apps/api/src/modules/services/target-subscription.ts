import type { OrderReason } from '@kaista/domain/orders';
import { and, eq } from 'drizzle-orm';
import { TARGET_SUBSCRIPTION, isEnded, type ServiceApn, type ServiceStatus } from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';
import { quarantineEndedNumber } from '../../db/number-releases';
import { nextVersion } from '../../db/optimistic-lock';
import { isUuid } from '../../db/uuid-text';
import { SERVICE_OFFERINGS, orderedApns, type CompletedOrder, type Outcome } from './completed-order';
import { apnsAfterPackageChange } from './package-apns';

/**
 * A completed CHANGE order gives its target subscription the ordered package (its subscription item, with
 * that item's monthly price and its APN list: the one ordered, or what the new package leaves of the old); a
 * completed CEASE order ends it (its number into quarantine), or schedules its end when the order names a
 * later `terminationDate`. An order whose target is not the company's, or has ended, is refused (ERRORED). An
 * order with no target subscription changes no service. A CHANGE order whose lines each name their own
 * subscription (a bulk order) changes each; one refused refuses the whole order (the transaction is undone).
 */
export async function applyToTarget(tx: Database, order: CompletedOrder): Promise<Outcome> {
  const targets = order.items.filter((item) => item.characteristics[TARGET_SUBSCRIPTION]);
  if (targets.length === 0) return { applied: true };
  // A bulk package change names a subscription on each of its lines: each line changes its own.
  if (order.orderType === 'CHANGE' && new Set(targets.map((item) => item.orderlineBundleNo)).size > 1) {
    // Every subscription is checked before any is changed, so a refused order changes none.
    for (const item of targets) {
      const found = await lockedTarget(tx, order.companyId, item.characteristics[TARGET_SUBSCRIPTION]!);
      if ('refusal' in found) return { applied: false, reason: found.refusal };
    }
    for (const item of targets) await applyToTarget(tx, { ...order, items: [item] });
    return { applied: true };
  }
  const targetItem = targets[0]!;
  const targetId = targetItem.characteristics[TARGET_SUBSCRIPTION]!;
  const where = targetWhere(order.companyId, targetId);
  const found = await lockedTarget(tx, order.companyId, targetId);
  if ('refusal' in found) return { applied: false, reason: found.refusal };
  const { target } = found;
  const change = { updatedAt: new Date(), version: nextVersion(services.version) };
  if (order.orderType === 'CHANGE') {
    const main = order.items.find((item) => SERVICE_OFFERINGS.includes(item.offeringType)) ?? targetItem;
    const apns = orderedApns(main) ?? (await apnsAfterPackageChange(tx, main.productCode, target.apns));
    await tx
      .update(services)
      .set({
        ...change,
        packageCode: main.productCode,
        packageName: main.productName,
        monthlyPriceCents: main.monthlyCents,
        apns,
      })
      .where(where);
    return { applied: true };
  }
  const today = helsinkiToday();
  const date = targetItem.characteristics.terminationDate;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today) {
    await tx
      .update(services)
      .set({ ...change, scheduledTermination: date, terminationKind: 'scheduled' })
      .where(where);
    return { applied: true };
  }
  await tx
    .update(services)
    .set({
      ...change,
      status: 'TERMINATED',
      suspensionKind: null,
      endedOn: today,
      scheduledTermination: null,
      terminationKind: 'immediate',
    })
    .where(where);
  await quarantineEndedNumber(tx, { companyId: order.companyId, number: target.number, endedOn: today });
  return { applied: true };
}

const targetWhere = (companyId: string, targetId: string) =>
  and(eq(services.companyId, companyId), eq(services.id, targetId));

/** The subscription, locked for the change, or why it cannot be changed (not the company's, or ended). */
async function lockedTarget(
  tx: Database,
  companyId: string,
  targetId: string,
): Promise<{ target: { number: string; apns: ServiceApn[] } } | { refusal: OrderReason }> {
  const [target] = isUuid(targetId)
    ? await tx
        .select({ number: services.number, status: services.status, apns: services.apns })
        .from(services)
        .where(targetWhere(companyId, targetId))
        .for('update')
    : [];
  if (!target)
    return {
      refusal: {
        code: 'TARGET_NOT_IN_COMPANY',
        params: { subscription: targetId },
        text: `The subscription ${targetId} is not the company's`,
      },
    };
  if (isEnded(target.status as ServiceStatus))
    return {
      refusal: {
        code: 'TARGET_ENDED',
        params: { number: target.number },
        text: `The subscription ${target.number} has ended (${target.status})`,
      },
    };
  return { target };
}
