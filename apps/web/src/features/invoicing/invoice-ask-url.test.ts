import type { Invoice, InvoiceLine } from '@kaista/domain/invoices';
import type { TFunction } from '../../lib/i18n/translator';
import { describe, expect, it } from 'vitest';
import { invoiceAskUrl } from './invoice-ask-url';

// The key and its values, so the test sees what each text is filled with.
const t = ((key: string, values: object) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

const invoice = {
  number: '000700000120261',
  invoiceDate: '2026-11-05',
  totalCents: 12_550,
  referenceNumber: '1234561',
} as Invoice;
const line = {
  lineNo: 3,
  description: 'Data 10',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-01',
  netCents: 1_990,
} as InvoiceLine;

const queryOf = (url: string) => new URL(url, 'https://portal.example').searchParams;

describe('asking about an invoice', () => {
  it('opens a new INVOICING ticket about the invoice, with its date, total and reference', () => {
    const url = invoiceAskUrl(t, 'fi', '100001', invoice);
    expect(url.startsWith('/100001/tickets/new?')).toBe(true);
    const query = queryOf(url);
    expect(query.get('type')).toBe('INVOICING');
    expect(query.get('subject')).toBe('invoicing.ask.invoice-subject {"number":"000700000120261"}');
    expect(JSON.parse(query.get('description')!.replace('invoicing.ask.invoice-text ', ''))).toEqual({
      number: '000700000120261',
      date: '05.11.2026',
      amount: expect.stringContaining('125,50'),
      reference: '12 34561',
    });
  });

  it('names the line, its one-day period and its net amount when asked about a line', () => {
    const query = queryOf(invoiceAskUrl(t, 'fi', '100001', invoice, line));
    expect(query.get('subject')).toBe('invoicing.ask.line-subject {"number":"000700000120261","line":3}');
    expect(JSON.parse(query.get('description')!.replace('invoicing.ask.line-text ', ''))).toEqual({
      number: '000700000120261',
      line: 3,
      description: 'Data 10',
      period: '01.11.2026',
      amount: expect.stringContaining('19,90'),
    });
  });
});
