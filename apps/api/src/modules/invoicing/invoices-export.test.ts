import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceLinePage, InvoicePage } from '@kaista/domain/invoices';
import { invoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PAYERS } from '../../seed/demo-payers';

const AURORA = '/api/businesses/100001';
const MAIN_PAYER = DEMO_PAYERS[0]!.id!;

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A CSV line's cells (the exports quote only what needs it; these rows have no quotes). */
const cells = (line: string) => line.split(';');
const cents = (cell: unknown) => Math.round(Number(String(cell).replace(',', '.')) * 100);

describe('invoice exports', () => {
  let t: TestApp;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['manager@aurora.example', 'user@aurora.example'])
      sessions[email] = await t.login(email);
  });
  afterAll(() => t.close());
  const get = (url: string, session = sessions['manager@aurora.example'], language = 'fi') =>
    t.request({ method: 'GET', url, session, headers: { 'x-accept-language': language } });
  const list = async (query: string) => (await get(`${AURORA}/invoices2?${query}`)).json<InvoicePage>();

  it('exports the filtered list as UTF-8 CSV: every match in the list’s order, euros with a decimal comma', async () => {
    const query = `payerId=${MAIN_PAYER}&status=closed&sort=total&direction=ASC`;
    const page = await list(`${query}&pageSize=100`);
    const response = await get(`${AURORA}/invoices2/export?${query}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment;');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFLaskun numero;Laji;Laskutettava;Laskun päivä')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n').slice(1).map(cells);
    expect(rows.map((row) => row[0])).toEqual(page.items.map((invoice) => invoice.number));
    expect(rows.every((row) => row[12] === 'Maksettu')).toBe(true);
    expect(rows.reduce((sum, row) => sum + cents(row[9]), 0)).toBe(page.totals.totalCents);
    expect(rows.some((row) => row[9]!.includes(','))).toBe(true);
  });

  it('writes the Latin-1 variant of §3 without a byte order mark, one byte per Finnish letter', async () => {
    const response = await get(`${AURORA}/invoices2/export?format=csv&charset=latin1&payerId=${MAIN_PAYER}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=iso-8859-1');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 13).toString('latin1')).toBe('Laskun numero');
    expect(bytes.includes(Buffer.from('Laskun p\u00e4iv\u00e4', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('ä', 'utf8'))).toBe(false);
  });

  it('exports the list as XLSX in the caller’s language, amounts as numbers a spreadsheet sums', async () => {
    const page = await list('pageSize=1');
    const response = await get(`${AURORA}/invoices2/export?format=xlsx`, undefined, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Invoice number', 'Kind', 'Bill to']);
    expect(rows.length - 1).toBe(page.total);
    const total = rows.slice(1).reduce((sum: number, row) => sum + Math.round((row[9] as number) * 100), 0);
    expect(total).toBe(page.totals.totalCents);
  });

  it('exports one invoice’s lines as XLSX and CSV; 404 for another company’s invoice, 403 without the right', async () => {
    const [first] = (await list(`payerId=${MAIN_PAYER}`)).items;
    const invoice = (await get(`${AURORA}/invoices/${first!.id}/details`)).json<Invoice>();
    const xlsx = await get(`${AURORA}/invoices/${invoice.id}/lines/export?format=xlsx`, undefined, 'sv');
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[0]!.slice(0, 2)).toEqual(['Rad', 'Artikel']);
    expect(rows).toHaveLength(invoice.lineCount + 1);
    const firstLines = (
      await get(`${AURORA}/invoices/${invoice.id}/lines?pageSize=100`)
    ).json<InvoiceLinePage>();
    expect(rows.slice(1, 101).map((row) => row[1])).toEqual(firstLines.items.map((line) => line.description));
    const sumOf = (column: number) =>
      rows.slice(1).reduce((sum: number, row) => sum + Math.round((row[column] as number) * 100), 0);
    expect(sumOf(8)).toBe(invoice.netCents);
    // The lines' VAT and totals add up to the invoice's, as whoever sums the sheet expects.
    expect(sumOf(10)).toBe(invoice.vatCents);
    expect(sumOf(11)).toBe(invoice.totalCents);
    expect(xlsx.headers['content-disposition']).toContain(`invoice-${invoice.number}-lines.xlsx`);

    const csv = await get(`${AURORA}/invoices/${invoice.id}/lines/export?format=csv&charset=latin1`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.rawPayload.toString('latin1').trimEnd().split('\r\n');
    expect(lines).toHaveLength(invoice.lineCount + 1);
    expect(lines[0]!.startsWith('Rivi;Tuote;Palvelu;Kustannuspaikka')).toBe(true);

    const [kettuInvoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, '100003'))
      .limit(1);
    expect(kettuInvoice).toBeDefined();
    const foreign = await get(`${AURORA}/invoices/${kettuInvoice!.id}/lines/export?format=csv`);
    expect(foreign.statusCode).toBe(404);
    const refused = await get(`${AURORA}/invoices2/export`, sessions['user@aurora.example']);
    expect(refused.statusCode).toBe(403);
    const bad = await get(`${AURORA}/invoices2/export?format=pdf&charset=ascii`);
    expect(bad.statusCode).toBe(400);
  });
});
