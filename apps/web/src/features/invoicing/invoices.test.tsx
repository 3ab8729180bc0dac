import { invoiceCalls, payerCalls, type Invoice, type InvoiceSummary } from '@kaista/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
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
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByText('€251.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('open'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('shows an invoice with its lines, reference number and VAT', async () => {
    const detail: Invoice = {
      ...invoice(1, 'open'),
      invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
      iban: 'FI21 1234 5600 0007 85',
      bic: 'NDEAFIHH',
      bankBarcode: '421123456000007850001255000000000000000000123456126',
      lines: [
        {
          lineNo: 1,
          description: 'Vaihde Pro, 25 käyttäjää',
          serviceType: 'switchboard',
          serviceId: 'SUB-1',
          costPoolId: null,
          costPoolName: 'IT-palvelut',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          quantity: 1,
          unitPriceCents: 10_000,
          netCents: 10_000,
          vatRateBasisPoints: 2550,
          vatCents: 2_550,
        },
      ],
    };
    mockApi([answer(invoiceCalls.detail, () => detail)]);
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

  it('charts the last year’s spend by cost centre and one centre’s months, each also as a table', async () => {
    const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`);
    mockApi([
      answer(payerCalls.costPoolPage, () => ({
        items: [{ id: 'pool-1', name: 'IT-palvelut', description: null, createdAt: '2026-01-01T00:00:00Z' }],
        total: 1,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(invoiceCalls.spend, () => ({
        months,
        costPools: [
          {
            costPoolId: 'pool-1',
            name: 'IT-palvelut',
            totalCents: 120_000,
            monthlyCents: months.map(() => 10_000),
          },
          {
            costPoolId: null,
            name: null,
            totalCents: 5_000,
            monthlyCents: [...months.slice(1).map(() => 0), 5_000],
          },
        ],
      })),
    ]);
    renderInvoicing('cost-centers');
    const byCentre = await screen.findByRole('table', { name: 'Invoiced over 12 months, excluding VAT' });
    expect(within(byCentre).getByRole('row', { name: 'IT-palvelut €1,200.00' })).toBeInTheDocument();
    expect(within(byCentre).getByRole('row', { name: 'No cost centre €50.00' })).toBeInTheDocument();
    const byMonth = screen.getByRole('table', { name: 'IT-palvelut by month, excluding VAT' });
    expect(within(byMonth).getByRole('row', { name: 'December 2026 €100.00' })).toBeInTheDocument();
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
