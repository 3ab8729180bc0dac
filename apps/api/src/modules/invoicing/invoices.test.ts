import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankBarcode,
  invoiceSums,
  isValidReferenceNumber,
  type Invoice,
  type InvoiceLinePage,
  type InvoicePage,
  type Payer,
  type Spend,
} from '@kaista/domain/invoices';
import { formatCents, helsinkiToday } from '@kaista/domain/shared/formatting';
import { invoiceLines, invoices, payers, services } from '../../db/schema';
import { billedMonths, firstUnbilledMonth } from '../../test/billed-months';
import { printedLines } from '../../test/pdf-lines';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PAYERS } from '../../seed/demo-payers';
import { billableItems } from '../../billable-items';
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

  const linePage = async (invoiceId: string, query = '', company = AURORA, session = manager()) =>
    t.request({ method: 'GET', url: `${company}/invoices/${invoiceId}/lines?${query}`, session });
  /** Every line of an invoice, read a page of 100 at a time. */
  const allLines = async (invoiceId: string, query = '') => {
    const lines: InvoiceLinePage['items'] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (
        await linePage(invoiceId, `${query}&offset=${offset}&pageSize=100`)
      ).json<InvoiceLinePage>();
      lines.push(...page.items);
      if (offset + 100 >= page.total) return { lines, page };
    }
  };

  it('lists the demo’s months of invoices per agreement, newest first, with the sums of every match', async () => {
    const page = await list(`payerId=${MAIN_PAYER}&pageSize=100`);
    const monthly = page.items.filter((invoice) => invoice.kind === 'INVOICE');
    const billed = billedMonths();
    expect(monthly.map((invoice) => invoice.periodStart)).toEqual(billed.map((month) => `${month}-01`));
    expect(monthly.map((invoice) => invoice.invoiceDate)).toEqual(billed.map((month) => `${month}-05`));
    expect(page.items.some((invoice) => invoice.kind === 'CREDIT_NOTE')).toBe(true);
    expect(page.totals.totalCents).toBe(page.items.reduce((sum, invoice) => sum + invoice.totalCents, 0));
    // Paid and unpaid make the total; a credit note, settled by being issued, counts as paid.
    expect(page.totals.paidCents + page.totals.openCents).toBe(page.totals.totalCents);
    const owed = page.items.filter((invoice) => invoice.totalCents > 0);
    expect(page.totals.openCents).toBe(
      owed.reduce((sum, invoice) => sum + invoice.totalCents - invoice.paidCents, 0),
    );
    // Up to September all is paid, the June invoice's credit note among it: nothing unpaid, not a negative sum.
    const paidUp = await list(`payerId=${MAIN_PAYER}&to=2026-09-30&pageSize=100`);
    expect(paidUp.items.some((invoice) => invoice.kind === 'CREDIT_NOTE')).toBe(true);
    expect(paidUp.totals.openCents).toBe(0);
    expect(paidUp.totals.paidCents).toBe(paidUp.totals.totalCents);
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

  it('pages through the list in its order both from the start and, past the middle, from the end', async () => {
    for (const order of ['', 'sort=total&direction=ASC&']) {
      const whole = await list(`${order}pageSize=100`);
      expect(whole.total).toBeGreaterThan(10);
      const paged: string[] = [];
      for (let offset = 0; offset < whole.total; offset += 3) {
        const page = await list(`${order}offset=${offset}&pageSize=3`);
        expect(page.total).toBe(whole.total);
        expect(page.totals).toEqual(whole.totals);
        paged.push(...page.items.map((invoice) => invoice.id));
      }
      expect(paged).toEqual(whole.items.map((invoice) => invoice.id));
      expect((await list(`${order}offset=${whole.total}&pageSize=3`)).items).toEqual([]);
    }
  });

  it('filters by date range and invoice number, sorts by total', async () => {
    const range = await list('from=2026-07-01&to=2026-09-30&pageSize=100');
    expect(
      range.items.every(
        (invoice) => invoice.invoiceDate >= '2026-07-01' && invoice.invoiceDate <= '2026-09-30',
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

  it('answers an invoice, its lines a page at a time whose sums add up, its bank barcode and 404 across companies', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}`)).items;
    const response = await t.request({
      method: 'GET',
      url: `${AURORA}/invoices/${first!.id}/details`,
      session: manager(),
    });
    const invoice = response.json<Invoice>();
    // The main agreement bills some two thousand services: the lines come in pages, 50 by default.
    expect(invoice.lineCount).toBeGreaterThan(1000);
    const firstPage = (await linePage(invoice.id)).json<InvoiceLinePage>();
    expect(firstPage.items.map((line) => line.lineNo)).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
    expect(firstPage.total).toBe(invoice.lineCount);
    const { lines } = await allLines(invoice.id);
    expect(lines.map((line) => line.lineNo)).toEqual(
      Array.from({ length: invoice.lineCount }, (_, n) => n + 1),
    );
    const sums = invoiceSums(lines);
    expect([sums.netCents, sums.vatCents, sums.totalCents]).toEqual([
      invoice.netCents,
      invoice.vatCents,
      invoice.totalCents,
    ]);
    expect(invoice.vatByRate).toEqual(sums.byRate);
    expect(firstPage.netCents).toBe(invoice.netCents);
    expect((await linePage(invoice.id, 'pageSize=101')).statusCode).toBe(400);
    expect((await linePage(invoice.id, 'offset=-1&serviceType=yacht')).json()).toMatchObject({
      fieldErrors: { offset: expect.any(String), serviceType: expect.any(String) },
    });
    const kettuLines = await linePage(
      invoice.id,
      '',
      '/api/businesses/100003',
      sessions['rep@kettu.example'],
    );
    expect(kettuLines.statusCode).toBe(403);
    expect(invoice.bankBarcode).toBe(
      bankBarcode({
        iban: invoice.iban,
        amountCents: invoice.totalCents,
        reference: invoice.referenceNumber,
        dueDate: invoice.dueDate,
      }),
    );
    expect(lines.some((line) => line.costPoolName === 'Hallinto')).toBe(true);
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
    expect((await linePage(crypto.randomUUID())).statusCode).toBe(404);
    expect((await linePage(invoice.id, '', AURORA, sessions['rep@kettu.example'])).statusCode).toBe(404);
    expect((await linePage(invoice.id, '', AURORA, sessions['user@aurora.example'])).statusCode).toBe(403);
  });

  it('sums the last 24 months of invoice lines by cost centre, service type and month, for invoice readers only', async () => {
    const response = await t.request({ method: 'GET', url: `${AURORA}/invoices2/spend`, session: manager() });
    expect(response.statusCode).toBe(200);
    const spend = response.json<Spend>();
    // The months from the first one billed (the demo bills the last six) to the current one, each once.
    const current = helsinkiToday().slice(0, 7);
    expect(spend.months.at(-1)).toBe(current);
    expect(spend.months.length).toBeGreaterThan(1);
    expect(spend.months.length).toBeLessThanOrEqual(24);
    spend.months.forEach((month, index) => {
      if (index > 0) expect(month > spend.months[index - 1]!).toBe(true);
    });
    expect(spend.costPools.some((pool) => pool.monthlyCents[0] !== 0)).toBe(true);
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

    // A cost centre removed since its lines were billed keeps its spend, named as the lines were billed.
    const [latest] = (await list('pageSize=1')).items;
    const gone = crypto.randomUUID();
    await t.db.insert(invoiceLines).values({
      companyId: '100001',
      invoiceId: latest!.id,
      lineNo: 100_000,
      description: 'Lakkautetun kustannuspaikan liittymä',
      serviceType: 'mobile',
      costPoolId: gone,
      costPoolName: 'Lakkautettu projekti',
      periodStart: latest!.periodStart,
      periodEnd: latest!.periodEnd,
      quantity: 1,
      unitPriceCents: 1234,
      netCents: 1234,
      vatRateBasisPoints: 2550,
      vatCents: 315,
    });
    try {
      const after = (
        await t.request({ method: 'GET', url: `${AURORA}/invoices2/spend`, session: manager() })
      ).json<Spend>();
      const removed = after.costPools.find((pool) => pool.costPoolId === gone);
      expect(removed).toMatchObject({ name: 'Lakkautettu projekti', totalCents: 1234 });
      expect(removed!.monthlyCents[after.months.indexOf(latest!.invoiceDate.slice(0, 7))]).toBe(1234);
    } finally {
      await t.db
        .delete(invoiceLines)
        .where(and(eq(invoiceLines.invoiceId, latest!.id), eq(invoiceLines.lineNo, 100_000)));
    }
  });

  it('drills down from a spend bar: the invoices of a month with lines of the cost centre or the type', async () => {
    const spend = (
      await t.request({ method: 'GET', url: `${AURORA}/invoices2/spend`, session: manager() })
    ).json<Spend>();
    const sales = spend.costPools.find((pool) => pool.name === 'Myynti')!;
    // The latest month the centre has spent in: the months after the demo's are empty once today is later.
    const index = sales.monthlyCents.findLastIndex((cents) => cents > 0);
    const month = spend.months[index]!;
    const [year, monthNo] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, monthNo, 0)).toISOString().slice(0, 10);
    const range = `from=${month}-01&to=${last}`;
    const page = await list(`costPoolId=${sales.costPoolId}&${range}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    // The bar's sum is exactly the net of those invoices' lines in the centre, as their line pages sum them.
    let cents = 0;
    for (const invoice of page.items) {
      const { lines, page: behind } = await allLines(invoice.id, `costPoolId=${sales.costPoolId}`);
      expect(behind.total).toBeGreaterThan(0);
      expect(lines.every((line) => line.costPoolId === sales.costPoolId)).toBe(true);
      expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(behind.netCents);
      cents += behind.netCents;
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
    const [first] = (await list(`payerId=${MAIN_PAYER}`)).items;
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

  it('names each document type’s PDF apart, the one with every line as the lines’ export is', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}`)).items;
    const disposition = async (documentType: string) =>
      (
        await t.request({
          method: 'GET',
          url: `${AURORA}/invoices/${first!.id}?documentType=${documentType}`,
          session: manager(),
        })
      ).headers['content-disposition'];
    expect(await disposition('CORPORATE_CUSTOMER_INVOICE')).toBe(
      `inline; filename="invoice-${first!.number}.pdf"`,
    );
    expect(await disposition('CORPORATE_CUSTOMER_INVOICE_EXTENDED')).toBe(
      `inline; filename="invoice-${first!.number}-lines.pdf"`,
    );
  });

  it('prints a credit note’s amounts with their minus in Finnish, and the biller’s business ID in the reader’s words', async () => {
    const all = await list('pageSize=100');
    const credit = all.items.find((invoice) => invoice.kind === 'CREDIT_NOTE')!;
    const pdf = async (language: string) => {
      const response = await t.request({
        method: 'GET',
        url: `${AURORA}/invoices/${credit.id}?documentType=CORPORATE_CUSTOMER_INVOICE&language=${language}`,
        session: manager(),
      });
      return printedLines(response.rawPayload);
    };
    const finnish = await pdf('fi');
    // Intl's minus (U+2212) is no glyph of the standard fonts: it printed as `"` and a credit read as a charge.
    expect(finnish).toContain(formatCents(credit.totalCents, 'fi').replace('\u2212', '-'));
    expect(finnish.join('\n')).not.toMatch(/"\d/);
    expect((await pdf('en')).join('\n')).toContain('Business ID 1572860-0');
    expect((await pdf('sv')).join('\n')).toContain('FO-nummer 1572860-0');
  });

  it('prints an issued invoice to the recipient and address it was issued to, however the agreement changes', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}`)).items;
    const printed = async () => {
      const url = `${AURORA}/invoices/${first!.id}?documentType=CORPORATE_CUSTOMER_INVOICE&language=en`;
      const response = await t.request({ method: 'GET', url, session: manager() });
      return (await printedLines(response.rawPayload)).join('\n');
    };
    const before = await printed();
    const url = `${AURORA}/payers/${MAIN_PAYER}`;
    const payer = (await t.request({ method: 'GET', url, session: manager() })).json<Payer>();
    expect(before).toContain(payer.address!.street);
    const change = async (from: Payer, street: string, contactName: string) =>
      t.request({
        method: 'PUT',
        url,
        session: manager(),
        headers: { 'if-match': `"${from.version}"` },
        payload: {
          ...from,
          ...from.address,
          email: from.email ?? '',
          reference: from.reference ?? '',
          street,
          contactName,
        },
      });
    const moved = await change(payer, 'Uusikatu 99', 'Uusi Vastaanottaja');
    expect(moved.statusCode).toBe(200);
    const after = await printed();
    expect(after).toBe(before);
    expect(after).not.toContain('Uusikatu 99');
    expect((await change(moved.json<Payer>(), payer.address!.street, payer.contactName!)).statusCode).toBe(
      200,
    );
  });

  it('bills a new month once, from the company’s services, however often the run is repeated', async () => {
    const month = firstUnbilledMonth();
    const run = new BillingRun(t.db, billableItems(t.db));
    const [service] = await t.db
      .insert(services)
      .values({
        companyId: '100001',
        number: '+358409990001',
        numberType: 'VOICE_POSTPAID',
        type: 'mobile',
        status: 'ACTIVE',
        userName: 'Uusi Käyttäjä',
        packageCode: 'MOB_5G_300',
        packageName: 'Mobiililiittymä 5G, uusi',
        monthlyPriceCents: 1_001,
        payerId: MAIN_PAYER,
        contractStart: `${month}-01`,
      })
      .returning();
    expect(await run.run('100001', month)).toBe(3);
    expect(await run.run('100001', month)).toBe(0);
    const [billed] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, MAIN_PAYER), eq(invoices.periodStart, `${month}-01`)));
    const [agreement] = await t.db.select().from(payers).where(eq(payers.id, MAIN_PAYER));
    expect(billed!.number).toBe(`${agreement!.number}${month.replace('-', '')}`);
    expect(billed!.dueDate).toBe(`${month}-26`);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, billed!.id));
    // The new service is billed for its month at its exact price, without a cost centre as it has none.
    expect(lines.find((line) => line.serviceId === service!.id)).toMatchObject({
      description: 'Mobiililiittymä 5G, uusi, 040 999 0001, Uusi Käyttäjä',
      unitPriceCents: 1_001,
      netCents: 1_001,
      vatCents: 255,
      costPoolId: null,
    });
    expect(invoiceSums(lines).totalCents).toBe(billed!.totalCents);
  });

  it('bills the demo months from the services: a line per subscription at its price, in its cost centre', async () => {
    const [october] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerId, MAIN_PAYER), eq(invoices.periodStart, '2026-10-01')));
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, october!.id));
    const billed = await t.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.companyId, '100001'),
          eq(services.payerId, MAIN_PAYER),
          sql`${services.contractStart} <= '2026-10-31'`,
          sql`(${services.endedOn} is null or ${services.endedOn} >= '2026-10-01')`,
        ),
      );
    const monthly = lines.filter((line) => line.periodStart === '2026-10-01');
    expect(monthly).toHaveLength(billed.length);
    const byService = new Map(monthly.map((line) => [line.serviceId, line]));
    for (const service of billed) {
      const line = byService.get(service.id);
      expect(line?.unitPriceCents).toBe(service.monthlyPriceCents);
      expect(line?.costPoolId).toBe(service.costPoolId);
    }
    expect(invoiceSums(lines).totalCents).toBe(october!.totalCents);
  });
});
