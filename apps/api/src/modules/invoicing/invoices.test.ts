import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankBarcode,
  invoiceSums,
  isValidReferenceNumber,
  type Invoice,
  type InvoicePage,
  type Spend,
} from '@kaista/domain/invoices';
import { billingSubscriptions, invoiceLines, invoices, payers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PAYERS } from '../../seed/demo-payers';
import { BillingRegister } from './billing-register';
import { BillingRun } from './billing-run';

const AURORA = '/api/businesses/100001';
const MAIN_PAYER = DEMO_PAYERS[0]!.id!;

describe('invoices', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['manager@aurora.example', 'user@aurora.example', 'rep@kettu.example'])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());
  const manager = () => sessions['manager@aurora.example']!;
  const list = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2?${query}`,
      session: manager(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<InvoicePage>();
  };

  it('lists 24 months of invoices per agreement, newest first, with the sums of every match', async () => {
    const page = await list(`payerId=${MAIN_PAYER}&pageSize=100`);
    const monthly = page.items.filter((invoice) => invoice.kind === 'INVOICE');
    expect(monthly).toHaveLength(24);
    expect(page.items.some((invoice) => invoice.kind === 'CREDIT_NOTE')).toBe(true);
    expect(monthly[0]!.invoiceDate).toBe('2026-11-05');
    expect(monthly.at(-1)!.periodStart).toBe('2024-12-01');
    expect(page.totals.totalCents).toBe(page.items.reduce((sum, invoice) => sum + invoice.totalCents, 0));
    expect(page.items.every((invoice) => isValidReferenceNumber(invoice.referenceNumber))).toBe(true);
  });

  it('filters by each §4 status so that the statuses partition the list', async () => {
    const all = await list('pageSize=1');
    let sum = 0;
    for (const status of ['open', 'closed', 'due', 'partlyPaid', 'unknown']) {
      const page = await list(`status=${status}&pageSize=100`);
      expect(page.items.every((invoice) => invoice.status === status)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(all.total);
    expect((await list('status=partlyPaid')).total).toBeGreaterThan(0);
    expect((await list('status=due')).total).toBeGreaterThan(0);
  });

  it('filters by date range and invoice number, sorts by total', async () => {
    const range = await list('from=2026-01-01&to=2026-03-31&pageSize=100');
    expect(
      range.items.every(
        (invoice) => invoice.invoiceDate >= '2026-01-01' && invoice.invoiceDate <= '2026-03-31',
      ),
    ).toBe(true);
    expect(range.total).toBe(9);
    const one = range.items[0]!;
    const byNumber = await list(`q=${one.number}`);
    expect(byNumber.items.map((invoice) => invoice.id)).toContain(one.id);
    const sorted = await list('sort=total&direction=ASC&pageSize=5');
    const totals = sorted.items.map((invoice) => invoice.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const bad = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2?status=late&q=abc`,
      session: manager(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an invoice with lines whose sums add up, its bank barcode and 404 across companies', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}&status=open`)).items;
    const response = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices/${first!.id}/details`,
      session: manager(),
    });
    const invoice = response.json<Invoice>();
    expect(invoice.lines.length).toBeGreaterThan(5);
    const sums = invoiceSums(invoice.lines);
    expect([sums.netCents, sums.vatCents, sums.totalCents]).toEqual([
      invoice.netCents,
      invoice.vatCents,
      invoice.totalCents,
    ]);
    expect(invoice.bankBarcode).toBe(
      bankBarcode({
        iban: invoice.iban,
        amountCents: invoice.totalCents,
        reference: invoice.referenceNumber,
        dueDate: invoice.dueDate,
      }),
    );
    expect(invoice.lines.some((line) => line.costPoolName === 'Hallinto')).toBe(true);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/businesses/100003/invoices/${first!.id}/details`,
      session: sessions['rep@kettu.example'],
    });
    expect(foreign.statusCode).toBe(403);
    const refused = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2`,
      session: sessions['user@aurora.example'],
    });
    expect(refused.statusCode).toBe(403);
    const missing = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices/${crypto.randomUUID()}/details`,
      session: manager(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sums the last 24 months of invoice lines by cost centre, service type and month, for invoice readers only', async () => {
    const response = await t.request({ method: 'GET', url: `${AURORA}/invoices2/spend`, session: manager() });
    expect(response.statusCode).toBe(200);
    const spend = response.json<Spend>();
    expect(spend.months).toHaveLength(24);
    const [first] = spend.months;
    const [lines] = await t.db
      .select({ cents: sql<string>`sum(${invoiceLines.netCents})` })
      .from(invoiceLines)
      .innerJoin(
        invoices,
        and(eq(invoices.companyId, invoiceLines.companyId), eq(invoices.id, invoiceLines.invoiceId)),
      )
      .where(and(eq(invoiceLines.companyId, '100001'), gte(invoices.invoiceDate, `${first}-01`)));
    const totals = spend.costPools.map((pool) => pool.totalCents);
    expect(totals.reduce((sum, cents) => sum + cents, 0)).toBe(Number(lines!.cents));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const pool of spend.costPools)
      expect(pool.monthlyCents.reduce((sum, cents) => sum + cents, 0)).toBe(pool.totalCents);
    expect(spend.costPools.map((pool) => pool.name)).toContain('IT-palvelut');
    // The same lines by service type: the same sum, the subscriptions' types and the devices among them.
    const byType = spend.serviceTypes.map((type) => type.totalCents);
    expect(byType.reduce((sum, cents) => sum + cents, 0)).toBe(Number(lines!.cents));
    expect(byType).toEqual([...byType].sort((a, b) => b - a));
    expect(spend.serviceTypes.map((type) => type.serviceType)).toEqual(
      expect.arrayContaining(['mobile', 'broadband', 'switchboard', 'device']),
    );
    for (const type of spend.serviceTypes)
      expect(type.monthlyCents.reduce((sum, cents) => sum + cents, 0)).toBe(type.totalCents);

    const refused = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2/spend`,
      session: sessions['user@aurora.example'],
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2/spend`,
      session: sessions['rep@kettu.example'],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('drills down from a spend bar: the invoices of a month with lines of the cost centre or the type', async () => {
    const spend = (
      await t.request({ method: 'GET', url: `${AURORA}/invoices2/spend`, session: manager() })
    ).json<Spend>();
    const sales = spend.costPools.find((pool) => pool.name === 'Myynti')!;
    const index = spend.months.length - 2;
    const month = spend.months[index]!;
    const [year, monthNo] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, monthNo, 0)).toISOString().slice(0, 10);
    const range = `from=${month}-01&to=${last}`;
    const page = await list(`costPoolId=${sales.costPoolId}&${range}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    // The bar's sum is exactly the net of those invoices' lines in the centre.
    let cents = 0;
    for (const invoice of page.items) {
      const detail = (
        await t.request({
          method: 'GET',
          url: `${AURORA}/invoices/${invoice.id}/details`,
          session: manager(),
        })
      ).json<Invoice>();
      const behind = detail.lines.filter((line) => line.costPoolId === sales.costPoolId);
      expect(behind.length).toBeGreaterThan(0);
      cents += behind.reduce((sum, line) => sum + line.netCents, 0);
    }
    expect(cents).toBe(sales.monthlyCents[index]);
    const devices = await list('serviceType=device&pageSize=100');
    expect(devices.total).toBeGreaterThan(0);
    expect(devices.total).toBeLessThan((await list('pageSize=1')).total);
    expect((await list(`costPoolId=none&serviceType=mobile`)).total).toBe(0);
    const bad = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices2?serviceType=yacht&costPoolId=x`,
      session: manager(),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['serviceType', 'costPoolId']),
    );
  });

  it('answers both document types as PDFs with the invoice’s total, in the language asked', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}&status=open`)).items;
    const sizes: number[] = [];
    for (const documentType of ['CORPORATE_CUSTOMER_INVOICE', 'CORPORATE_CUSTOMER_INVOICE_EXTENDED']) {
      const response = await t.request({
        method: 'GET',
        url: `${AURORA}/invoices/${first!.id}?documentType=${documentType}&language=en`,
        session: manager(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const euros = `${Math.floor(first!.totalCents / 100)}.${String(first!.totalCents % 100).padStart(2, '0')}`;
      expect(response.rawPayload.toString('latin1')).toContain(
        `Invoice ${first!.number}, total ${euros} EUR`,
      );
      sizes.push(response.rawPayload.length);
    }
    // The comprehensive document lists every line, the concise one sums them by service.
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
    const bad = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices/${first!.id}?documentType=LONG`,
      session: manager(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bills a new month once, from the register, however often the run is repeated', async () => {
    const run = new BillingRun(t.db, new BillingRegister(t.db));
    await t.db.insert(billingSubscriptions).values({
      companyId: '100001',
      payerId: MAIN_PAYER,
      serviceId: 'SUB-NEW',
      name: 'Mobiililiittymä 5G, uusi',
      serviceType: 'mobile',
      monthlyPriceCents: 1_000,
      activeFrom: '2026-12-01',
    });
    expect(await run.run('100001', '2026-12')).toBe(3);
    expect(await run.run('100001', '2026-12')).toBe(0);
    const [december] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, MAIN_PAYER), eq(invoices.periodStart, '2026-12-01')));
    const [agreement] = await t.db.select().from(payers).where(eq(payers.id, MAIN_PAYER));
    expect(december!.number).toBe(`${agreement!.number}202612`);
    expect(december!.dueDate).toBe('2026-12-26');
  });
});
