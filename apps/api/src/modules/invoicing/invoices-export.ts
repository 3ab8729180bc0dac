import type { Readable } from 'node:stream';
import type { InvoiceLine, InvoiceStatus, InvoiceSummary } from '@kaista/domain/invoices';
import type { CsvCharset, ExportFormat } from '@kaista/domain/shared/enums';
import type { Language } from '@kaista/domain/shared/formatting';
import { exportRows, type SheetCell } from '../../files/export-rows';
import { csvStream } from '../../files/csv-stream';
import type { SheetColumn } from '../../files/sheet-column';
import { xlsxStream } from '../../files/xlsx-stream';
import { INVOICE_TEXTS, serviceTypeName } from './invoice-texts';

/** The words of the exports that the invoice document does not have. */
const EXPORT_TEXTS = {
  fi: {
    invoices: 'Laskut',
    lines: 'Laskurivit',
    kind: 'Laji',
    creditNote: 'Hyvityslasku',
    invoice: 'Lasku',
    open: 'Avoinna',
    line: 'Rivi',
    serviceType: 'Palvelu',
    periodStart: 'Alkaen',
    periodEnd: 'Päättyen',
    vatRate: 'ALV %',
    status: {
      open: 'Avoin',
      closed: 'Maksettu',
      due: 'Erääntynyt',
      partlyPaid: 'Osittain maksettu',
      unknown: 'Tuntematon',
    },
  },
  en: {
    invoices: 'Invoices',
    lines: 'Invoice lines',
    kind: 'Kind',
    creditNote: 'Credit note',
    invoice: 'Invoice',
    open: 'Outstanding',
    line: 'Line',
    serviceType: 'Service',
    periodStart: 'From',
    periodEnd: 'To',
    vatRate: 'VAT %',
    status: { open: 'Open', closed: 'Paid', due: 'Overdue', partlyPaid: 'Partly paid', unknown: 'Unknown' },
  },
  sv: {
    invoices: 'Fakturor',
    lines: 'Fakturarader',
    kind: 'Typ',
    creditNote: 'Kreditnota',
    invoice: 'Faktura',
    open: 'Obetalt',
    line: 'Rad',
    serviceType: 'Tjänst',
    periodStart: 'Från',
    periodEnd: 'Till',
    vatRate: 'Moms %',
    status: {
      open: 'Öppen',
      closed: 'Betald',
      due: 'Förfallen',
      partlyPaid: 'Delvis betald',
      unknown: 'Okänd',
    },
  },
} as const satisfies Record<Language, Record<string, unknown>>;

export interface ExportFile {
  format: ExportFormat;
  charset: CsvCharset;
  language: Language;
}

/** Cents as euros for a spreadsheet cell: an exact decimal of two places (integer cents divided once). */
const euros = (cents: number): number => Number((cents / 100).toFixed(2));

function invoiceColumns(language: Language): SheetColumn[] {
  const words = INVOICE_TEXTS[language];
  const more = EXPORT_TEXTS[language];
  return [
    { header: words.number, width: 16 },
    { header: more.kind, width: 14 },
    { header: words.payer, width: 30 },
    { header: words.date, width: 14 },
    { header: words.due, width: 14 },
    { header: more.periodStart, width: 12 },
    { header: more.periodEnd, width: 12 },
    { header: words.net, width: 14, decimals: 2 },
    { header: words.vat, width: 12, decimals: 2 },
    { header: words.total, width: 14, decimals: 2 },
    { header: words.paid, width: 14, decimals: 2 },
    { header: more.open, width: 14, decimals: 2 },
    { header: words.status, width: 18 },
    { header: words.reference, width: 22 },
  ];
}

function invoiceRow(
  invoice: InvoiceSummary,
  language: Language,
  formatDate: (value: string) => string,
): SheetCell[] {
  const more = EXPORT_TEXTS[language];
  return [
    invoice.number,
    invoice.kind === 'CREDIT_NOTE' ? more.creditNote : more.invoice,
    invoice.payerName,
    formatDate(invoice.invoiceDate),
    formatDate(invoice.dueDate),
    formatDate(invoice.periodStart),
    formatDate(invoice.periodEnd),
    euros(invoice.netCents),
    euros(invoice.vatCents),
    euros(invoice.totalCents),
    euros(invoice.paidCents),
    euros(Math.max(invoice.totalCents - invoice.paidCents, 0)),
    more.status[invoice.status as InvoiceStatus],
    invoice.referenceNumber,
  ];
}

function lineColumns(language: Language): SheetColumn[] {
  const words = INVOICE_TEXTS[language];
  const more = EXPORT_TEXTS[language];
  return [
    { header: more.line, width: 8 },
    { header: words.item, width: 36 },
    { header: more.serviceType, width: 24 },
    { header: words.costCentre, width: 24 },
    { header: more.periodStart, width: 12 },
    { header: more.periodEnd, width: 12 },
    { header: words.quantity, width: 8 },
    { header: words.unitPrice, width: 12, decimals: 2 },
    { header: words.net, width: 12, decimals: 2 },
    { header: more.vatRate, width: 8 },
    { header: words.vat, width: 12, decimals: 2 },
    { header: words.total, width: 12, decimals: 2 },
  ];
}

function lineRow(line: InvoiceLine, language: Language, formatDate: (value: string) => string): SheetCell[] {
  return [
    line.lineNo,
    line.description,
    serviceTypeName(line.serviceType, language),
    line.costPoolName ?? '',
    formatDate(line.periodStart),
    formatDate(line.periodEnd),
    line.quantity,
    euros(line.unitPriceCents),
    euros(line.netCents),
    line.vatRateBasisPoints / 100,
    euros(line.vatCents),
    euros(line.netCents + line.vatCents),
  ];
}

function sheet(
  file: ExportFile,
  name: string,
  columns: SheetColumn[],
  rows: AsyncIterable<SheetCell[][]>,
): Readable {
  if (file.format === 'xlsx') return xlsxStream(name, columns, rows);
  return csvStream(columns, rows, { charset: file.charset, decimalComma: file.language !== 'en' });
}

/** The filtered invoice list as a file, written batch by batch as the invoices are read. */
export function invoicesFile(file: ExportFile, batches: AsyncIterable<InvoiceSummary[]>): Readable {
  const { language } = file;
  return sheet(
    file,
    EXPORT_TEXTS[language].invoices,
    invoiceColumns(language),
    exportRows(batches, (invoice, formatDate) => invoiceRow(invoice, language, formatDate)),
  );
}

/** One invoice's lines as a file, written batch by batch as they are read. */
export function invoiceLinesFile(file: ExportFile, batches: AsyncIterable<InvoiceLine[]>): Readable {
  const { language } = file;
  return sheet(
    file,
    EXPORT_TEXTS[language].lines,
    lineColumns(language),
    exportRows(batches, (line, formatDate) => lineRow(line, language, formatDate)),
  );
}
