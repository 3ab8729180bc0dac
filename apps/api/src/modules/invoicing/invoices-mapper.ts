import {
  BILLER,
  bankBarcode,
  invoiceStatus,
  invoiceSums,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
} from '@kaista/domain/invoices';
import type { InvoiceLineRow, InvoiceRow } from './invoice-detail.repo';
import type { InvoiceListRow } from './invoice-list-sql';

export function toInvoiceSummary(row: InvoiceListRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceSummary['kind'],
    payerId: row.payerId,
    payerName: row.payerName,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    netCents: row.netCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    status: invoiceStatus(row, today),
    referenceNumber: row.referenceNumber,
    creditedInvoiceId: row.creditedInvoiceId,
  };
}

export function toInvoiceLine(row: InvoiceLineRow): InvoiceLine {
  return {
    lineNo: row.lineNo,
    description: row.description,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    costPoolId: row.costPoolId,
    costPoolName: row.costPoolName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    netCents: row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    vatCents: row.vatCents,
  };
}

/** An invoice's lines summed per VAT rate (`InvoiceDetailRepo.lineSums`). */
export interface LineSums {
  vatRateBasisPoints: number;
  netCents: number;
  count: number;
}

/**
 * The invoice and how to pay it (what is still owed goes into the bank barcode), with the number of its lines
 * and their VAT per rate (computed on each rate's net sum, as the billing run does).
 */
export function toInvoice(row: InvoiceRow, sums: LineSums[], today: string): Invoice {
  const owed = row.totalCents - row.paidCents;
  return {
    ...toInvoiceSummary(row, today),
    invoiceType: row.invoiceType as Invoice['invoiceType'],
    iban: BILLER.iban,
    bic: BILLER.bic,
    bankBarcode:
      row.kind === 'INVOICE'
        ? bankBarcode({
            iban: BILLER.iban,
            amountCents: owed,
            reference: row.referenceNumber,
            dueDate: row.dueDate,
          })
        : '',
    lineCount: sums.reduce((count, rate) => count + rate.count, 0),
    vatByRate: invoiceSums(sums).byRate,
  };
}
