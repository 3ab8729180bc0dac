import type { Readable } from 'node:stream';
import {
  BILLER,
  centsToDecimal,
  code128C,
  formatReferenceNumber,
  formatVatRate,
  type Invoice,
} from '@kaista/domain/invoices';
import { formatCents, formatDate, type Language } from '@kaista/domain/shared/formatting';
import { newPdfDocument } from '../../files/pdf-document';
import type { PrintedPayer } from '../../db/schema';
import type { DocumentLines } from './invoices.service';
import { INVOICE_TEXTS, serviceTypeName } from './invoice-texts';

type Doc = PDFKit.PDFDocument;
interface Row {
  cells: string[];
  bold?: boolean;
}

const LEFT = 50;
const WIDTH = 495;

/** Right-aligned money columns after a wide first one (and a cost-centre column on the extended invoice). */
function table(doc: Doc, widths: number[], rows: Row[]): void {
  for (const row of rows) {
    if (doc.y > 640) doc.addPage();
    const y = doc.y;
    let x = LEFT;
    row.cells.forEach((cell, index) => {
      doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').text(cell, x, y, {
        width: (widths[index] ?? 60) - 6,
        align: index >= widths.length - 3 ? 'right' : 'left',
      });
      x += widths[index] ?? 60;
    });
    doc.moveDown(0.3);
  }
}

function lineRows(lines: DocumentLines, language: Language): { widths: number[]; rows: Row[] } {
  const texts = INVOICE_TEXTS[language];
  const money = (cents: number) => formatCents(cents, language);
  if (lines.kind === 'lines')
    return {
      widths: [215, 110, 40, 65, 65],
      rows: [
        { cells: [texts.item, texts.costCentre, texts.quantity, texts.unitPrice, texts.net], bold: true },
        ...lines.lines.map((line) => ({
          cells: [
            line.description,
            line.costPoolName ?? '–',
            String(line.quantity),
            money(line.unitPriceCents),
            money(line.netCents),
          ],
        })),
      ],
    };
  return {
    widths: [325, 40, 65, 65],
    rows: [
      { cells: [texts.summaryOf, texts.quantity, '', texts.net], bold: true },
      ...lines.byType.map((sum) => ({
        cells: [serviceTypeName(sum.serviceType, language), String(sum.quantity), '', money(sum.netCents)],
      })),
    ],
  };
}

/** The payment slip's barcode: Code 128 C of the virtual barcode, 0.25 mm modules are too thin to draw, so ~0.3 pt × 1.4. */
function barcode(doc: Doc, digits: string, x: number, y: number): void {
  const module = 0.9;
  let at = x;
  code128C(digits).forEach((width, index) => {
    if (index % 2 === 0) doc.rect(at, y, width * module, 40).fill('#000');
    at += width * module;
  });
}

function write(
  doc: Doc,
  invoice: Invoice,
  lines: DocumentLines,
  payer: PrintedPayer | null,
  language: Language,
): void {
  const texts = INVOICE_TEXTS[language];
  const money = (cents: number) => formatCents(cents, language);
  const credit = invoice.kind === 'CREDIT_NOTE';
  doc.info.Title = `${credit ? 'Credit note' : 'Invoice'} ${invoice.number}, total ${centsToDecimal(invoice.totalCents)} EUR`;
  doc.info.Author = BILLER.name;
  doc.font('Helvetica-Bold').fontSize(16).text(BILLER.name, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${BILLER.street}, ${BILLER.postalCode} ${BILLER.city} · ${texts.businessId} ${BILLER.businessId}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(credit ? texts.creditNote : texts.invoice, 350, 50, { width: 195, align: 'right' });
  doc.fontSize(9).font('Helvetica');
  const address = payer?.street
    ? [payer.contactName, payer.street, `${payer.postalNumber} ${payer.city}`]
    : [payer?.email];
  doc.text([texts.payer, invoice.payerName, ...address.filter(Boolean)].join('\n'), LEFT, 100, {
    width: 250,
  });
  const facts: [string, string][] = [
    [texts.number, invoice.number],
    [texts.date, formatDate(invoice.invoiceDate)],
    [texts.due, formatDate(invoice.dueDate)],
    [texts.reference, formatReferenceNumber(invoice.referenceNumber)],
    [texts.account, payer?.number ?? ''],
    [texts.period, `${formatDate(invoice.periodStart)}–${formatDate(invoice.periodEnd)}`],
  ];
  facts.forEach(([label, value], index) => {
    doc.text(label, 330, 100 + index * 13, { width: 100 });
    doc.text(value, 430, 100 + index * 13, { width: 115, align: 'right' });
  });
  doc.y = 200;
  const { widths, rows } = lineRows(lines, language);
  table(doc, widths, rows);
  doc.moveDown();
  const sumWidths = [365, 65, 65];
  table(doc, sumWidths, [
    { cells: [texts.net, '', money(invoice.netCents)] },
    ...invoice.vatByRate.map((rate) => ({
      cells: [
        `${texts.vat} ${formatVatRate(rate.rateBasisPoints, language)}`,
        money(rate.netCents),
        money(rate.vatCents),
      ],
    })),
    { cells: [texts.total, '', money(invoice.totalCents)], bold: true },
  ]);
  if (credit) return;
  if (doc.y > 600) doc.addPage();
  const slip = 660;
  doc
    .moveTo(LEFT, slip - 8)
    .lineTo(LEFT + WIDTH, slip - 8)
    .dash(3, { space: 3 })
    .stroke()
    .undash();
  const slipFacts: [string, string][] = [
    [texts.iban, `${BILLER.iban}  ${BILLER.bic}`],
    [texts.recipient, BILLER.name],
    [texts.reference, formatReferenceNumber(invoice.referenceNumber)],
    [texts.due, formatDate(invoice.dueDate)],
    [texts.pay, money(invoice.totalCents - invoice.paidCents)],
  ];
  slipFacts.forEach(([label, value], index) => {
    doc.font('Helvetica').text(label, LEFT, slip + index * 13, { width: 140 });
    doc.font('Helvetica-Bold').text(value, LEFT + 140, slip + index * 13, { width: 300 });
  });
  barcode(doc, invoice.bankBarcode, LEFT, slip + 72);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`${texts.barcode}: ${invoice.bankBarcode}`, LEFT, slip + 118);
}

/**
 * The invoice as a PDF in the caller's language: the concise type sums the lines by service, the extended type
 * lists every line with its cost centre (`InvoicesService.documentLines` reads which); an invoice ends with the
 * payment slip and its bank barcode.
 */
export async function invoicePdf(
  invoice: Invoice,
  lines: DocumentLines,
  payer: PrintedPayer | null,
  language: Language,
): Promise<Readable> {
  const doc = await newPdfDocument({ size: 'A4', margin: 50, lang: language, info: { Creator: 'Kaista' } });
  write(doc, invoice, lines, payer, language);
  doc.end();
  return doc;
}
