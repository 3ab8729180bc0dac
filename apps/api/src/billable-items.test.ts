import { and, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceSums } from '@kaista/domain/invoices';
import { billableItems } from './billable-items';
import { billingCharges, invoiceLines, invoices, services } from './db/schema';
import { periodOf, shiftMonth } from './modules/invoicing/billing-calendar';
import { BillingRun } from './modules/invoicing/billing-run';
import { invoicingOrderCharges } from './modules/invoicing/order-charges';
import { DEMO_COMPANY, DEMO_PAYER } from './seed/demo-ids';
import { firstUnbilledMonth } from './test/billed-months';
import { type TestApp, withTestApp } from './test/test-app';

const AURORA = DEMO_COMPANY.aurora;

describe('billing from the services and the orders', () => {
  let t: TestApp;
  withTestApp((app) => {
    t = app;
  });

  it('bills a month’s invoice from the company’s services and the waiting charges of completed orders', async () => {
    const month = firstUnbilledMonth();
    const next = shiftMonth(month, 1);
    const { start, end } = periodOf(month);
    const charged = await invoicingOrderCharges.chargeCompletedOrder(t.db, {
      companyId: AURORA,
      orderId: crypto.randomUUID(),
      orderNumber: 4711,
      billing: { payerId: null, costPoolId: null },
      items: [
        { itemNo: 1, productName: 'Puhelin X', offeringType: 'DEVICE', oneTimeCents: 42_900 },
        { itemNo: 2, productName: 'Kaista 5G', offeringType: 'SUBSCRIPTION', oneTimeCents: 0 },
        { itemNo: 3, productName: 'Avausmaksu', offeringType: 'SIM', oneTimeCents: 990 },
      ],
    });
    // Only the priced items; an order without an agreement of its own goes to the company's first one.
    expect(charged).toBe(2);

    const [active] = await t.db
      .select({ n: count() })
      .from(services)
      .where(
        and(
          eq(services.companyId, AURORA),
          eq(services.payerId, DEMO_PAYER.aurora),
          lte(services.contractStart, end),
          or(isNull(services.endedOn), gte(services.endedOn, start)),
        ),
      );
    expect(active!.n).toBeGreaterThan(0);

    const run = new BillingRun(t.db, billableItems(t.db));
    expect(await run.run(AURORA, month)).toBeGreaterThan(0);
    const [billed] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, DEMO_PAYER.aurora), eq(invoices.periodStart, start)));
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, billed!.id));
    const serviceLines = lines.filter((line) => line.periodStart === start);
    expect(serviceLines).toHaveLength(active!.n);
    expect(serviceLines.every((line) => line.serviceId !== null)).toBe(true);
    const device = lines.find((line) => line.description === 'Puhelin X (4711)');
    expect(device).toMatchObject({ serviceType: 'device', unitPriceCents: 42_900, quantity: 1 });
    expect(lines.some((line) => line.description === 'Avausmaksu (4711)')).toBe(true);
    expect(invoiceSums(lines).totalCents).toBe(billed!.totalCents);

    // The charges are billed once: the next month's invoice has none of them.
    const waiting = await t.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.companyId, AURORA), eq(billingCharges.invoiceId, billed!.id)));
    expect(waiting).toHaveLength(2);
    await run.run(AURORA, next);
    const [following] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, DEMO_PAYER.aurora), eq(invoices.periodStart, periodOf(next).start)));
    const followingLines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, following!.id));
    expect(followingLines.some((line) => line.description.endsWith('(4711)'))).toBe(false);
  });
});
