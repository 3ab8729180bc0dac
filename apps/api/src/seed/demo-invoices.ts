import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { billableItems } from '../billable-items';
import type { Database } from '../db/client';
import { invoices, orderItems, orders, orderStatusEvents } from '../db/schema';
import { BillingRun } from '../modules/invoicing/billing-run';
import { shiftMonth } from '../modules/invoicing/billing-calendar';
import { invoicingOrderCharges } from '../modules/invoicing/order-charges';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_PAYERS } from './demo-payers';

const INVOICE_KIND = 74;
/** The demo's invoices end with the month of the demo's 'now' (tickets use 20.11.2026). */
export const DEMO_LAST_BILLED_MONTH = '2026-11';
/**
 * Six months of invoices, June to November 2026: every month bills all of a company's services, and Aurora's
 * main agreement has about two thousand, so 24 months (some 56,000 lines) made seeding every database take
 * twice as long. The spend charts' 24 months show the six billed ones.
 */
export const DEMO_FIRST_BILLED_MONTH = shiftMonth(DEMO_LAST_BILLED_MONTH, -5);

const payer = (n: number) => DEMO_PAYERS[n - 1]!.id!;

/**
 * The one-off charges of the demo's completed orders (devices, opening fees), charged on the day each order
 * completed, exactly as a completion charges them in the app (`order-inventory.ts`).
 */
async function chargeCompletedOrders(db: Database): Promise<void> {
  const completed = await db
    .select({
      companyId: orders.companyId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      details: orders.details,
      at: orderStatusEvents.at,
    })
    .from(orders)
    .innerJoin(
      orderStatusEvents,
      and(
        eq(orderStatusEvents.companyId, orders.companyId),
        eq(orderStatusEvents.orderId, orders.id),
        eq(orderStatusEvents.status, 'COMPLETED'),
      ),
    )
    .where(eq(orders.status, 'COMPLETED'))
    .orderBy(asc(orders.orderNumber));
  for (const { details, ...order } of completed) {
    const items = await db
      .select({
        itemNo: orderItems.itemNo,
        productName: orderItems.productName,
        offeringType: orderItems.offeringType,
        oneTimeCents: orderItems.oneTimeCents,
      })
      .from(orderItems)
      .where(and(eq(orderItems.companyId, order.companyId), eq(orderItems.orderId, order.orderId)))
      .orderBy(asc(orderItems.itemNo));
    const billing = {
      payerId: details.payer?.uid ?? null,
      costPoolId: details.payer?.costCentre?.id ?? null,
    };
    await invoicingOrderCharges.chargeCompletedOrder(
      db,
      { ...order, billing, items },
      toHelsinkiIsoDate(order.at),
    );
  }
}

/**
 * The ledger's side: everything before October 2026 paid in full; October paid by the main agreements, half
 * by the Tampere terminal and not at all by the Oulu warehouse (due); November not yet (open), except that
 * Kettu's payments have not been reported yet (unknown). One line of the June 2026 invoice is credited.
 */
async function seedPayments(db: Database, run: BillingRun): Promise<void> {
  await db
    .update(invoices)
    .set({ paidCents: sql`${invoices.totalCents}` })
    .where(and(lt(invoices.invoiceDate, '2026-10-01'), eq(invoices.kind, 'INVOICE')));
  const october = and(gte(invoices.invoiceDate, '2026-10-01'), lt(invoices.invoiceDate, '2026-11-01'));
  await db
    .update(invoices)
    .set({ paidCents: sql`${invoices.totalCents}` })
    .where(and(october, sql`${invoices.payerId} in (${payer(1)}, ${payer(4)}, ${payer(5)})`));
  await db
    .update(invoices)
    .set({ paidCents: sql`${invoices.totalCents} / 2` })
    .where(and(october, eq(invoices.payerId, payer(2))));
  await db
    .update(invoices)
    .set({ paymentsKnown: false })
    .where(and(gte(invoices.invoiceDate, '2026-11-01'), eq(invoices.payerId, payer(5))));
  const [june] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.payerId, payer(1)), eq(invoices.periodStart, '2026-06-01')));
  if (june) await run.creditNote(DEMO_COMPANY.aurora, june.id, [3], '2026-06-18');
}

/**
 * Six months of invoices billed the way the monthly run bills them: from the demo companies' services (a line
 * per subscription, in its cost centre) and the one-off charges of their completed orders. Runs after the
 * services and orders seeds.
 */
export async function seedInvoices(db: Database): Promise<void> {
  await chargeCompletedOrders(db);
  let next = 0;
  const run = new BillingRun(db, billableItems(db), () => demoUuid(INVOICE_KIND, ++next));
  for (let month = DEMO_FIRST_BILLED_MONTH; month <= DEMO_LAST_BILLED_MONTH; month = shiftMonth(month, 1))
    for (const company of Object.values(DEMO_COMPANY)) await run.run(company, month);
  await seedPayments(db, run);
}
