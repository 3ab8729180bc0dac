import type { Report, ReportCatalogue } from '@kaista/domain/reports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../seed/demo-ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const { aurora, kettu } = DEMO_COMPANY;
const reports = (company: string) => `/api/businesses/${company}/reports`;

describe('the reports', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let reader: string;
  let rep: string;
  let dc: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: { reportViewerUrls: { TABLEAU_V3: 'https://tableau.kaista.example/views/aurora' } },
    });
    // A reader of reports without the price list's right.
    await t.db.execute(sql`update company_memberships set permissions = array['ReportsReadReports']
      where company_id = ${aurora} and email = 'employee@aurora.example'`);
    [manager, user, reader, rep, dc] = await Promise.all([
      t.login('manager@aurora.example'),
      t.login('user@aurora.example'),
      t.login('employee@aurora.example'),
      t.login('rep@kettu.example'),
      t.login('dc@kaista.example'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session: string | undefined, language = 'en') =>
    t.request({ method: 'GET', url, session, headers: { 'x-accept-language': language } });
  const report = async (id: string, session: string, query = '', language = 'en') => {
    const response = await get(`${reports(aurora)}/${id}${query}`, session, language);
    expect(response.statusCode).toBe(200);
    return response.json<Report>();
  };
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('lists the built-in reports the caller may read, and the viewer reports with or without an address', async () => {
    const response = await get(reports(aurora), manager);
    expect(response.statusCode).toBe(200);
    // The configured viewer's origin, and only it, may be framed.
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' https://tableau.kaista.example;",
    );
    const { reports: catalogue } = response.json<ReportCatalogue>();
    expect(catalogue.map((entry) => entry.id)).toEqual([
      'subscriptions-by-cost-centre',
      'spend-by-month',
      'orders-by-status',
      'tickets-by-type',
      'price-list',
      'tableau-v2',
      'tableau-v3',
    ]);
    expect(catalogue.find((entry) => entry.kind === 'TABLEAU_V2')?.url).toBeNull();
    expect(catalogue.find((entry) => entry.kind === 'TABLEAU_V3')?.url).toBe(
      'https://tableau.kaista.example/views/aurora',
    );
    const forReader = (await get(reports(aurora), reader)).json<ReportCatalogue>();
    expect(forReader.reports.map((entry) => entry.id)).not.toContain('price-list');
  });

  it('refuses without the reports right, and hides another company', async () => {
    expect((await get(reports(aurora), undefined)).statusCode).toBe(401);
    expect((await get(reports(aurora), user)).statusCode).toBe(403);
    expect((await get(`${reports(aurora)}/spend-by-month`, user)).statusCode).toBe(403);
    expect((await get(`${reports(aurora)}/price-list`, reader)).statusCode).toBe(403);
    expect((await get(`${reports(aurora)}/price-list/export?format=xlsx`, reader)).statusCode).toBe(403);
    expect((await get(`${reports(aurora)}/spend-by-month`, reader)).statusCode).toBe(200);
    expect((await get(`${reports(aurora)}/spend-by-month`, rep)).statusCode).toBe(404);
    expect((await get(`${reports(kettu)}/spend-by-month`, manager)).statusCode).toBe(404);
    expect((await get(`${reports(kettu)}/spend-by-month`, dc)).statusCode).toBe(200);
  });

  it('answers 400 for an unknown report and a bad period', async () => {
    expect((await get(`${reports(aurora)}/everything`, manager)).statusCode).toBe(400);
    const backwards = await get(`${reports(aurora)}/orders-by-status?from=2026-05&to=2026-01`, manager);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toHaveProperty('to');
    const tooLong = await get(`${reports(aurora)}/orders-by-status?from=2020-01&to=2026-01`, manager);
    expect(tooLong.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toHaveProperty('from');
    expect((await get(`${reports(aurora)}/orders-by-status?from=2026-13`, manager)).statusCode).toBe(400);
  });

  it('counts the subscriptions in use by cost centre, exactly as the services table holds them', async () => {
    const body = await report('subscriptions-by-cost-centre', manager);
    expect(body.period).toBeNull();
    expect(body.columns.map((column) => column.kind)).toEqual(['text', 'count', 'cents']);
    const [expected] =
      await rows(sql`select count(*)::int as n, coalesce(sum(monthly_price_cents), 0)::bigint as cents
      from services where company_id = ${aurora} and status not in ('CANCELLED', 'TERMINATED')`);
    expect(body.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(Number(expected?.n));
    expect(body.rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(Number(expected?.cents));
    expect(Number(expected?.n)).toBeGreaterThan(0);
  });

  it('sums the invoice lines by month and service type over the chosen period', async () => {
    const body = await report('spend-by-month', manager, '?from=2025-01&to=2026-12');
    expect(body.period).toEqual({ from: '2025-01', to: '2026-12' });
    expect(body.chart.bars).toHaveLength(24);
    // Two years' bars say which year each month is of; one year's need not.
    expect([body.chart.bars[0]?.label, body.chart.bars[23]?.label]).toEqual(['1/25', '12/26']);
    const finnish = await report('spend-by-month', manager, '?from=2025-01&to=2026-12', 'fi');
    expect(finnish.chart.bars[0]?.label).toBe('1.25');
    const oneYear = await report('spend-by-month', manager, '?from=2026-01&to=2026-12');
    expect(oneYear.chart.bars.map((bar) => bar.label).slice(0, 3)).toEqual(['1', '2', '3']);
    const [expected] = await rows(sql`select coalesce(sum(l.net_cents), 0)::bigint as cents
      from invoices i join invoice_lines l on l.company_id = i.company_id and l.invoice_id = i.id
      where i.company_id = ${aurora} and i.invoice_date >= '2025-01-01' and i.invoice_date < '2027-01-01'`);
    const total = body.rows.reduce((sum, row) => sum + Number(row[2]), 0);
    expect(total).toBe(Number(expected?.cents));
    expect(body.chart.bars.reduce((sum, bar) => sum + bar.value, 0)).toBe(total);
    expect(total).not.toBe(0);
  });

  it('counts the orders by month and status, and the tickets by type with their resolution time', async () => {
    const orders = await report('orders-by-status', manager, '?from=2024-01&to=2026-12');
    const [expected] = await rows(sql`select count(*)::int as n from orders where company_id = ${aurora}
      and created_at >= timestamp '2024-01-01' at time zone 'Europe/Helsinki'
      and created_at < timestamp '2027-01-01' at time zone 'Europe/Helsinki'`);
    expect(orders.rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(Number(expected?.n));

    const tickets = await report('tickets-by-type', manager, '?from=2024-01&to=2026-12');
    expect(tickets.columns.map((column) => column.kind)).toEqual(['text', 'count', 'count', 'days']);
    for (const row of tickets.rows) {
      expect(Number(row[2])).toBeLessThanOrEqual(Number(row[1]));
      if (row[2] === 0) expect(row[3]).toBeNull();
      else expect(Number(row[3])).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists the price list with the company’s subscriptions on each product, filtered by category', async () => {
    const all = await report('price-list', manager);
    expect(all.categories.length).toBeGreaterThan(1);
    expect(all.rows.length).toBeGreaterThan(0);
    const category = all.categories[0]!;
    const some = await report('price-list', manager, `?category=${category.code}`);
    expect(some.rows.length).toBeGreaterThan(0);
    expect(some.rows.every((row) => row[2] === category.name)).toBe(true);
    const [expected] = await rows(sql`select count(*)::int as n from services s
      where s.company_id = ${aurora} and s.status not in ('CANCELLED', 'TERMINATED')
        and exists (select 1 from catalogue_products p where p.code = s.package_code and p.active
          and exists (select 1 from catalogue_prices c where c.product_code = p.code))`);
    expect(all.rows.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(Number(expected?.n));
  });

  it('writes the texts in the caller’s language', async () => {
    const fi = await report('orders-by-status', manager, '', 'fi');
    expect(fi.title).toBe('Tilaukset tiloittain ja kuukausittain');
    expect(fi.columns[0]?.header).toBe('Kuukausi');
  });

  it('downloads a report as XLSX that reads back as the page’s table, and as Latin-1 CSV', async () => {
    const body = await report('spend-by-month', manager, '?from=2025-01&to=2026-12', 'fi');
    const xlsx = await get(
      `${reports(aurora)}/spend-by-month/export?format=xlsx&from=2025-01&to=2026-12`,
      manager,
      'fi',
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('spend-by-month.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Kuukausi');
    expect(sheet.rowCount).toBe(body.rows.length + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe(Number(body.rows[0]![2]) / 100);

    const csv = await get(
      `${reports(aurora)}/spend-by-month/export?format=csv&charset=latin1`,
      manager,
      'fi',
    );
    expect(csv.headers['content-type']).toContain('iso-8859-1');
    expect(csv.rawPayload.subarray(0, 3).toString('latin1')).not.toBe('\u00ef\u00bb\u00bf');
    expect(csv.rawPayload.toString('latin1').split('\r\n')[0]).toBe(
      'Kuukausi;Palvelutyyppi;Veroton summa (EUR)',
    );
  });
});
