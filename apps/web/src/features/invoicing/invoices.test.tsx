import {
  invoiceCalls,
  payerCalls,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
} from '@kaista/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { regionNames } from '../../test/region-names';
import { COMPANY, renderInvoicing } from './invoicing-test-kit';

const invoice = (n: number, status: InvoiceSummary['status']): InvoiceSummary => ({
  id: `00000000-0000-4074-8000-${String(n).padStart(12, '0')}`,
  number: `0007000001202${n}`,
  kind: 'INVOICE',
  payerId: '00000000-0000-4070-8000-000000000001',
  payerName: 'Aurora Logistics Oy',
  invoiceDate: '2026-11-05',
  dueDate: '2026-11-26',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  netCents: 10_000,
  vatCents: 2_550,
  totalCents: 12_550,
  paidCents: 0,
  status,
  referenceNumber: '1234561',
  creditedInvoiceId: null,
});
const linePage = (items: InvoiceLine[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 50,
  netCents: items.reduce((sum, line) => sum + line.netCents, 0),
});
/** The first invoice's detail: its bank details, and every line at the general VAT rate. */
const invoiceDetail = (lineCount: number, netCents: number, bankBarcode = ''): Invoice => ({
  ...invoice(1, 'open'),
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  iban: 'FI21 1234 5600 0007 85',
  bic: 'NDEAFIHH',
  bankBarcode,
  lineCount,
  vatByRate: [{ rateBasisPoints: 2550, netCents, vatCents: Math.round(netCents * 0.255) }],
});
/** A mobile line of 10 € for November, with no cost centre unless `fields` say otherwise. */
const invoiceLine = (lineNo: number, fields: Partial<InvoiceLine> = {}): InvoiceLine => ({
  lineNo,
  description: `Rivi ${lineNo}`,
  serviceType: 'mobile',
  serviceId: null,
  costPoolId: null,
  costPoolName: null,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  quantity: 1,
  unitPriceCents: 1_000,
  netCents: 1_000,
  vatRateBasisPoints: 2550,
  vatCents: 255,
  ...fields,
});
const page = (items: InvoiceSummary[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  offset: 0,
  pageSize: 20,
  totals: { totalCents: 12_550 * items.length, paidCents: 0, openCents: 12_550 * items.length },
});

describe('invoices', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists invoices with sums and filters them by the §4 status', async () => {
    const calls = mockApi([
      answer(payerCalls.list, () => ({ items: [], total: 0, totalCapped: false, offset: 0, pageSize: 100 })),
      answer(invoiceCalls.list, ({ url }) =>
        page(
          url.searchParams.get('status') === 'open'
            ? [invoice(1, 'open')]
            : [invoice(1, 'open'), invoice(2, 'due')],
        ),
      ),
    ]);
    renderInvoicing('invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Invoices: 2');
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByText('€251.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('open'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('Invoices: 1');
  });

  it('shows an invoice with its lines, reference number and VAT', async () => {
    const detail = invoiceDetail(1, 10_000, '421123456000007850001255000000000000000000123456126');
    const detailLines = [
      invoiceLine(1, {
        description: 'Vaihde Pro, 25 käyttäjää',
        serviceType: 'switchboard',
        serviceId: 'SUB-1',
        costPoolName: 'IT-palvelut',
        unitPriceCents: 10_000,
        netCents: 10_000,
        vatCents: 2_550,
      }),
    ];
    mockApi([
      answer(invoiceCalls.detail, () => detail),
      answer(invoiceCalls.lines, () => linePage(detailLines)),
    ]);
    renderInvoicing(`invoices/${detail.id}`);
    expect(await screen.findByText('Vaihde Pro, 25 käyttäjää', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('IT-palvelut')).toBeInTheDocument();
    expect(screen.getByText('12 34561')).toBeInTheDocument();
    expect(screen.getByText('VAT 25.5 %')).toBeInTheDocument();
    expect(screen.getAllByText('€125.50').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Invoice as PDF (every line)' })).toHaveAttribute(
      'href',
      expect.stringContaining('documentType=CORPORATE_CUSTOMER_INVOICE_EXTENDED'),
    );
    // 'Ask about this' links to a new INVOICING ticket filled in about the line (the tickets area reads it).
    const ask = new URL(
      screen.getByRole('link', { name: 'Ask about line 1: Vaihde Pro, 25 käyttäjää' }).getAttribute('href')!,
      'http://portal',
    );
    expect(ask.pathname).toBe(`/${COMPANY}/tickets/new`);
    expect(ask.searchParams.get('type')).toBe('INVOICING');
    expect(ask.searchParams.get('subject')).toBe(`Question about line 1 of invoice ${detail.number}`);
    expect(ask.searchParams.get('description')).toContain('Vaihde Pro, 25 käyttäjää');
    expect(ask.searchParams.get('description')).toContain('€100.00 excl. VAT');
  });

  it('charts 24 months of spend by cost centre and by service type, each bar leading to its invoices', async () => {
    const months = Array.from({ length: 24 }, (_, index) => {
      const total = 2024 * 12 + 11 + index;
      return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
    });
    mockApi([
      answer(payerCalls.costPoolPage, () => ({
        items: [
          {
            id: 'pool-1',
            name: 'IT-palvelut',
            description: null,
            version: 1,
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(invoiceCalls.spend, () => ({
        months,
        costPools: [
          {
            costPoolId: '00000000-0000-4071-8000-000000000001',
            name: 'IT-palvelut',
            totalCents: 240_000,
            // This month not billed yet.
            monthlyCents: months.map((_, index) => (index < months.length - 1 ? 10_000 : 0)),
          },
          {
            costPoolId: null,
            name: null,
            totalCents: 5_000,
            monthlyCents: [...months.slice(1).map(() => 0), 5_000],
          },
        ],
        serviceTypes: [
          { serviceType: 'mobile' as const, totalCents: 240_000, monthlyCents: months.map(() => 10_000) },
          {
            serviceType: 'device' as const,
            totalCents: 45_000,
            monthlyCents: [...months.slice(1).map(() => 0), 45_000],
          },
        ],
      })),
    ]);
    renderInvoicing('cost-centers');
    const byCentre = await screen.findByRole(
      'table',
      { name: 'Invoiced over 24 months, excluding VAT' },
      { timeout: 15_000 },
    );
    expect(months[0]).toBe('2024-12');
    expect(within(byCentre).getByRole('row', { name: 'IT-palvelut €2,400.00' })).toBeInTheDocument();
    expect(within(byCentre).getByRole('row', { name: 'No cost centre €50.00' })).toBeInTheDocument();
    const centreLink = new URL(
      within(byCentre).getByRole('link', { name: 'IT-palvelut' }).getAttribute('href')!,
      'http://portal',
    );
    expect(centreLink.pathname).toBe(`/${COMPANY}/invoices`);
    expect(Object.fromEntries(centreLink.searchParams)).toEqual({
      costPoolId: '00000000-0000-4071-8000-000000000001',
      from: '2024-12-01',
      to: '2026-11-30',
    });
    expect(
      new URL(
        within(byCentre).getByRole('link', { name: 'No cost centre' }).getAttribute('href')!,
        'http://portal',
      ).searchParams.get('costPoolId'),
    ).toBe('none');
    const centreMonths = screen.getByRole('table', { name: 'IT-palvelut by month, excluding VAT' });
    expect(within(centreMonths).getByRole('row', { name: 'December 2025 €100.00' })).toBeInTheDocument();
    const february = new URL(
      within(centreMonths).getByRole('link', { name: 'February 2026' }).getAttribute('href')!,
      'http://portal',
    );
    expect(february.searchParams.get('from')).toBe('2026-02-01');
    expect(february.searchParams.get('to')).toBe('2026-02-28');
    // A month of nothing billed leads nowhere.
    expect(within(centreMonths).getByRole('row', { name: 'November 2026 €0.00' })).toBeInTheDocument();
    expect(within(centreMonths).queryByRole('link', { name: 'November 2026' })).not.toBeInTheDocument();

    const byType = screen.getByRole('table', { name: 'By service type over 24 months, excluding VAT' });
    expect(within(byType).getByRole('row', { name: 'Mobile subscriptions €2,400.00' })).toBeInTheDocument();
    expect(
      new URL(
        within(byType).getByRole('link', { name: 'Devices' }).getAttribute('href')!,
        'http://portal',
      ).searchParams.get('serviceType'),
    ).toBe('device');
    expect(
      screen.getByRole('table', { name: 'Mobile subscriptions by month, excluding VAT' }),
    ).toBeInTheDocument();
    // A screen reader's list of regions tells the page from its charts.
    expect(regionNames()).toEqual([
      'Cost centres',
      'Spend by cost centre and service type',
      'Spend by cost centre',
      'Spend by service type',
    ]);
  });

  it('shows the lines behind a spend bar on the invoice, and every line when asked', async () => {
    const pool = '00000000-0000-4071-8000-000000000002';
    const detail = invoiceDetail(3, 3_000);
    const all = [
      invoiceLine(1, { costPoolId: pool, costPoolName: 'Myynti' }),
      invoiceLine(2, { serviceType: 'device' }),
      invoiceLine(3, { costPoolId: pool, costPoolName: 'Myynti', serviceType: 'device' }),
    ];
    const calls = mockApi([
      answer(invoiceCalls.detail, () => detail),
      // The server filters the lines (the page and its sum are the filter's).
      answer(invoiceCalls.lines, ({ url }) =>
        linePage(all.filter((row) => !url.searchParams.get('costPoolId') || row.costPoolId === pool)),
      ),
    ]);
    renderInvoicing(`invoices/${detail.id}?costPoolId=${pool}`);
    // A status message, so a screen reader hears what a spend bar's filter left.
    const status = await screen.findByText(
      'Showing 2 of 3 lines: Cost centre Myynti. Their net sum is €20.00.',
      {},
      { timeout: 15_000 },
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(
      calls.find((call) => call.url.pathname.endsWith('/lines'))?.url.searchParams.get('costPoolId'),
    ).toBe(pool);
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Rivi 1')).toBeInTheDocument();
    expect(within(lines).queryByText('Rivi 2')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show every line' }));
    expect(
      await within(screen.getByRole('table', { name: 'Invoice lines' })).findByText('Rivi 2'),
    ).toBeInTheDocument();
    // The same status node says the count of every line, so the change is announced too.
    expect(status).toHaveTextContent('Lines: 3');
  });

  it('keeps the page of an invoice’s lines in the address, and leaves it out of the way back to the list', async () => {
    const detail = invoiceDetail(120, 120_000);
    mockApi([
      answer(invoiceCalls.detail, () => detail),
      answer(invoiceCalls.lines, ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const items = Array.from({ length: Math.min(50, 120 - offset) }, (_, index) =>
          invoiceLine(offset + index + 1),
        );
        return { ...linePage(items), total: 120, offset };
      }),
    ]);
    const { router } = renderInvoicing(`invoices/${detail.id}?serviceType=mobile`);
    const table = await screen.findByRole('table', { name: 'Invoice lines' }, { timeout: 15_000 });
    expect(within(table).getByText('Rivi 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByRole('table', { name: 'Invoice lines' })).findByText('Rivi 51'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?serviceType=mobile&lines=50');
    // Back to the list with the spend bar's filter it came with, not the page of lines.
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      `/${COMPANY}/invoices?serviceType=mobile`,
    );
    // Going back in the browser shows the first page of lines again.
    await router.navigate(-1);
    expect(
      await within(screen.getByRole('table', { name: 'Invoice lines' })).findByText('Rivi 1'),
    ).toBeInTheDocument();
  });

  it('downloads the filtered list as the Latin-1 CSV with the list’s filters, without its paging', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoices');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = mockApi([
      answer(payerCalls.list, () => ({ items: [], total: 0, totalCapped: false, offset: 0, pageSize: 100 })),
      answer(invoiceCalls.list, () => page([invoice(1, 'open')])),
      answer(invoiceCalls.export, () => new Response('Laskun numero\r\n', { status: 200 })),
    ]);
    renderInvoicing('invoices?status=open&offset=20');
    const group = await screen.findByRole(
      'group',
      { name: 'Download the invoice list' },
      { timeout: 15_000 },
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Download CSV (Latin-1, older Excel)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = calls.find((call) => call.url.pathname.endsWith('/invoices2/export'))!.url.searchParams;
    expect(exported.get('status')).toBe('open');
    expect(exported.get('format')).toBe('csv');
    expect(exported.get('charset')).toBe('latin1');
    expect(exported.has('offset')).toBe(false);
  });
});
