import { and, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceSums } from '@kaista/domain/invoices';
import { billableItems } from './billable-items';
import { billingCharges, invoiceLines, invoices, services } from './db/schema';
import { BillingRun } from './modules/invoicing/billing-run';
import { invoicingOrderCharges } from './modules/invoicing/order-charges';
import { DEMO_COMPANY, DEMO_PAYER } from './seed/demo-ids';
import { type TestApp, withTestApp } from './test/test-app';

const AURORA = DEMO_COMPANY.aurora;

describe('billing from the services and the orders', () => {
  let t: TestApp;
  withTestApp((app) => {
    t = app;
  });

  it('bills a month’s invoice from the company’s services and the waiting charges of completed orders', async () => {
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
          lte(services.contractStart, '2027-01-31'),
          or(isNull(services.endedOn), gte(services.endedOn, '2027-01-01')),
        ),
      );
    expect(active!.n).toBeGreaterThan(0);

    const run = new BillingRun(t.db, billableItems(t.db));
    expect(await run.run(AURORA, '2027-01')).toBeGreaterThan(0);
    const [january] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, DEMO_PAYER.aurora), eq(invoices.periodStart, '2027-01-01')));
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, january!.id));
    const serviceLines = lines.filter((line) => line.periodStart === '2027-01-01');
    expect(serviceLines).toHaveLength(active!.n);
    expect(serviceLines.every((line) => line.serviceId !== null)).toBe(true);
    const device = lines.find((line) => line.description === 'Puhelin X (4711)');
    expect(device).toMatchObject({ serviceType: 'device', unitPriceCents: 42_900, quantity: 1 });
    expect(lines.some((line) => line.description === 'Avausmaksu (4711)')).toBe(true);
    expect(invoiceSums(lines).totalCents).toBe(january!.totalCents);

    // The charges are billed once: the next month's invoice has none of them.
    const waiting = await t.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.companyId, AURORA), eq(billingCharges.invoiceId, january!.id)));
    expect(waiting).toHaveLength(2);
    await run.run(AURORA, '2027-02');
    const [february] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, DEMO_PAYER.aurora), eq(invoices.periodStart, '2027-02-01')));
    const februaryLines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, february!.id));
    expect(februaryLines.some((line) => line.description.endsWith('(4711)'))).toBe(false);
  });
});
