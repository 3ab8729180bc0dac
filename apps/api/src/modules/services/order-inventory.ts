import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import {
  ENDED_SERVICE_STATUSES,
  TARGET_SUBSCRIPTION,
  isEnded,
  type ServiceStatus,
  type ServiceType,
} from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { Database } from '../../db/client';
import { assets, catalogueProducts, services } from '../../db/schema';
import { quarantineEndedNumber } from '../../db/number-releases';
import { nextVersion } from '../../db/optimistic-lock';

/** One product of a completed order as the orders module hands it over (its `CompletedOrderItem`). */
interface OrderedItem {
  orderlineBundleNo: number;
  productCode: string;
  productName: string;
  offeringType: string;
  monthlyCents: number;
  characteristics: Record<string, string>;
}

/** A completed order as the orders module hands it over (its `CompletedOrder`). */
interface CompletedOrder {
  companyId: string;
  orderId: string;
  orderNumber: number;
  orderType: string;
  billing: { payerId: string | null; costPoolId: string | null };
  items: readonly OrderedItem[];
}

type Outcome = { applied: true } | { applied: false; reason: string };
type CatalogueRow = {
  code: string;
  category: string;
  rootTemplateId: string | null;
  numberType: string | null;
};
type NewService = typeof services.$inferInsert;

/** The offerings that become a service of their own; the rest of their bundle describes it. */
const SERVICE_OFFERINGS = ['SUBSCRIPTION', 'BROADBAND'];
const ADD_ONS = ['DATA_PACKAGE', 'VOICE_PACKAGE'];

function serviceTypeOf(product: CatalogueRow | undefined, numberType: string | null): ServiceType {
  if (product?.category === 'switchboard') return 'switchboard';
  if (product?.rootTemplateId === 'FIXED_BROADBAND') return 'broadband';
  if (product?.category === 'broadband' || numberType === 'DATA_POSTPAID') return 'mobile-broadband';
  return 'mobile';
}

/** The ISO day `months` after `day` (a contract from 31 January for one month ends 3 March, as Date rolls). */
function plusMonths(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Numbers are kept in E.164; a number typed as Finns write it (040…) is turned into it. */
const e164 = (number: string) => number.replace(/[\s-]/g, '').replace(/^0(?=\d)/, '+358');

/**
 * The services side of the orders seam (`modules/orders/order-inventory.ts`): a completed NEW order becomes
 * the company's new services, one per ordered subscription or broadband bundle, with its number, SIM, user,
 * add-ons, barrings, fixed term, and the payer and cost centre the order was placed with. A number or SIM
 * already in the inventory refuses the whole order (it goes to ERRORED with the reason), so nothing is half
 * applied. A completed CHANGE or CEASE order changes its target subscription (the `targetSubscriptionId`
 * of its items): a new package, or the end of the service. A completed REPAIR_ORDER brings its asset (the
 * `assetId` of its items) back from REPAIR to IN USE. Other order types change nothing.
 */
export const servicesOrderInventory = {
  async applyCompletedOrder(tx: Database, order: CompletedOrder): Promise<Outcome> {
    if (order.orderType === 'CHANGE' || order.orderType === 'CEASE') return applyToTarget(tx, order);
    if (order.orderType === 'REPAIR_ORDER') return backFromRepair(tx, order);
    if (order.orderType !== 'NEW') return { applied: true };
    const bundles = new Map<number, OrderedItem[]>();
    for (const item of order.items) {
      bundles.set(item.orderlineBundleNo, [...(bundles.get(item.orderlineBundleNo) ?? []), item]);
    }
    const catalogue = await catalogueOf(tx, order.items);
    const rows: NewService[] = [];
    for (const [bundleNo, items] of bundles) {
      const main = items.find((item) => SERVICE_OFFERINGS.includes(item.offeringType));
      if (!main) continue;
      rows.push(serviceOf(order, bundleNo, main, items, catalogue));
    }
    if (rows.length === 0) return { applied: true };
    const taken = await alreadyInUse(tx, order.companyId, rows);
    if (taken) return { applied: false, reason: `${taken} is already in the company's services` };
    await tx.insert(services).values(rows);
    return { applied: true };
  },
};

function serviceOf(
  order: CompletedOrder,
  bundleNo: number,
  main: OrderedItem,
  items: readonly OrderedItem[],
  catalogue: Map<string, CatalogueRow>,
): NewService {
  const { billing } = order;
  const value = (code: string) => items.map((item) => item.characteristics[code]).find(Boolean);
  const numberItem = items.find((item) => item.characteristics.number);
  const numberType = numberItem ? (catalogue.get(numberItem.productCode)?.numberType ?? null) : null;
  const today = helsinkiToday();
  const termMonths = Number(value('fixedTermContract') ?? 0);
  const number = value('number');
  return {
    companyId: order.companyId,
    number: number ? e164(number) : `L${order.orderNumber}-${bundleNo}`,
    numberType: numberType ?? (number ? 'VOICE_POSTPAID' : 'FIXED'),
    type: serviceTypeOf(catalogue.get(main.productCode), numberType),
    status: 'ACTIVE',
    iccid: value('ICCID') ?? null,
    userName: value('userName') ?? value('contactName') ?? null,
    packageCode: main.productCode,
    packageName: main.productName,
    monthlyPriceCents: items.reduce((sum, item) => sum + item.monthlyCents, 0),
    addOns: items
      .filter((item) => ADD_ONS.includes(item.offeringType))
      .map((item) => ({ code: item.productCode, name: item.productName })),
    barrings: items.filter((item) => item.offeringType === 'BARRING').map((item) => item.productName),
    // A line of its own billing (a bulk order's row) before the order's payer.
    payerId: uuidOrNull(value('payerAccountId')) ?? billing.payerId,
    costPoolId: uuidOrNull(value('costCenterId')) ?? billing.costPoolId,
    contractStart: today,
    fixedTermEnd: termMonths > 0 ? plusMonths(today, termMonths) : null,
  };
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | undefined) => (value && UUID.test(value) ? value : null);

/**
 * A completed CHANGE order gives its target subscription the ordered package (its subscription item, with
 * that item's monthly price); a completed CEASE order ends it (its number into quarantine), or schedules its
 * end when the order names a later `terminationDate`. An order whose target is not the company's, or has ended, is refused (ERRORED).
 * An order with no target subscription changes no service. A CHANGE order whose lines each name their own
 * subscription (a bulk order) changes each; one refused refuses the whole order (the transaction is undone).
 */
async function applyToTarget(tx: Database, order: CompletedOrder): Promise<Outcome> {
  const targets = order.items.filter((item) => item.characteristics[TARGET_SUBSCRIPTION]);
  if (targets.length === 0) return { applied: true };
  // A bulk package change names a subscription on each of its lines: each line changes its own.
  if (order.orderType === 'CHANGE' && new Set(targets.map((item) => item.orderlineBundleNo)).size > 1) {
    // Every subscription is checked before any is changed, so a refused order changes none.
    for (const item of targets) {
      const refusal = await targetRefusal(tx, order.companyId, item.characteristics[TARGET_SUBSCRIPTION]!);
      if (refusal) return { applied: false, reason: refusal };
    }
    for (const item of targets) await applyToTarget(tx, { ...order, items: [item] });
    return { applied: true };
  }
  const targetItem = targets[0]!;
  const targetId = targetItem.characteristics[TARGET_SUBSCRIPTION]!;
  const where = and(eq(services.companyId, order.companyId), eq(services.id, targetId));
  const [target] = UUID.test(targetId)
    ? await tx
        .select({ number: services.number, status: services.status })
        .from(services)
        .where(where)
        .for('update')
    : [];
  if (!target) return { applied: false, reason: `The subscription ${targetId} is not the company's` };
  if (isEnded(target.status as ServiceStatus))
    return { applied: false, reason: `The subscription ${target.number} has ended (${target.status})` };
  const change = { updatedAt: new Date(), version: nextVersion(services.version) };
  if (order.orderType === 'CHANGE') {
    const main = order.items.find((item) => SERVICE_OFFERINGS.includes(item.offeringType)) ?? targetItem;
    await tx
      .update(services)
      .set({
        ...change,
        packageCode: main.productCode,
        packageName: main.productName,
        monthlyPriceCents: main.monthlyCents,
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

/** Why a package change cannot be made to the subscription, or null when it can. */
async function targetRefusal(tx: Database, companyId: string, targetId: string): Promise<string | null> {
  const [target] = UUID.test(targetId)
    ? await tx
        .select({ number: services.number, status: services.status })
        .from(services)
        .where(and(eq(services.companyId, companyId), eq(services.id, targetId)))
        .for('update')
    : [];
  if (!target) return `The subscription ${targetId} is not the company's`;
  if (isEnded(target.status as ServiceStatus))
    return `The subscription ${target.number} has ended (${target.status})`;
  return null;
}

/** A completed repair: the repaired assets still in REPAIR are in use again. */
async function backFromRepair(tx: Database, order: CompletedOrder): Promise<Outcome> {
  const ids = order.items.map((item) => item.characteristics.assetId).filter((id): id is string => !!id);
  if (ids.length === 0) return { applied: true };
  await tx
    .update(assets)
    .set({ status: 'IN USE', updatedAt: new Date(), version: nextVersion(assets.version) })
    .where(and(eq(assets.companyId, order.companyId), inArray(assets.id, ids), eq(assets.status, 'REPAIR')));
  return { applied: true };
}
